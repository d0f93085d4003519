import type { SlotSpan } from './slots.ts';

/**
 * Desktop selection as a small state machine over slot indexes of one room:
 * nothing chosen → `started` (first click, Cancel/Book popup shows) → `range` (second click).
 * `end` is the slot clicked last; the popup sits there.
 */
export type SlotSelection =
  | { kind: 'none' }
  | { kind: 'started'; roomId: number; anchor: number }
  | { kind: 'range'; roomId: number; anchor: number; end: number };

export const NO_SELECTION: SlotSelection = { kind: 'none' };

export interface SlotClick {
  roomId: number;
  index: number;
  /** Per slot of that room: true for past, disabled and booked slots. */
  blocked: readonly boolean[];
}

export interface ClickOutcome {
  selection: SlotSelection;
  /** True when the second click would span a past, disabled or booked slot. */
  rejected: boolean;
}

export const spanOf = (a: number, b: number): SlotSpan => ({ from: Math.min(a, b), to: Math.max(a, b) });

const spanIsFree = (span: SlotSpan, blocked: readonly boolean[]) =>
  blocked.slice(span.from, span.to + 1).every((isBlocked) => !isBlocked);

export function clickSlot(current: SlotSelection, click: SlotClick): ClickOutcome {
  const { roomId, index, blocked } = click;
  const startHere: ClickOutcome = { selection: { kind: 'started', roomId, anchor: index }, rejected: false };
  const unchanged: ClickOutcome = { selection: current, rejected: false };

  if (current.kind === 'started' && current.roomId === roomId) {
    // The second click sets the other end, either direction; a blocked range is
    // rejected and the first click stays.
    if (!spanIsFree(spanOf(current.anchor, index), blocked)) return { selection: current, rejected: true };
    return { selection: { kind: 'range', roomId, anchor: current.anchor, end: index }, rejected: false };
  }
  // A first click, a further click after a range, or a click in another room (re)starts the
  // selection there; only a free slot can start one.
  if (blocked[index]) return unchanged;
  return startHere;
}

/** The chosen span in `roomId`: the anchor alone after the first click (Book books 30 min). */
export function selectedSpan(selection: SlotSelection, roomId: number): SlotSpan | null {
  if (selection.kind === 'none' || selection.roomId !== roomId) return null;
  if (selection.kind === 'started') return spanOf(selection.anchor, selection.anchor);
  return spanOf(selection.anchor, selection.end);
}

/** While only the first click is made, hovering another slot of that room previews the range. */
export function previewSpan(
  selection: SlotSelection,
  roomId: number,
  hoverIndex: number | null,
): SlotSpan | null {
  if (selection.kind !== 'started' || selection.roomId !== roomId || hoverIndex === null) return null;
  if (hoverIndex === selection.anchor) return null;
  return spanOf(selection.anchor, hoverIndex);
}

/** The slot the Cancel/Book popup is attached to. */
export function popupIndex(selection: SlotSelection, roomId: number): number | null {
  if (selection.kind === 'none' || selection.roomId !== roomId) return null;
  return selection.kind === 'started' ? selection.anchor : selection.end;
}
