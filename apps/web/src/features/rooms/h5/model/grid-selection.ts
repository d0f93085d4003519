import { isBlocked, type SlotState } from '../../model/slots.ts';

/** A range of one room's half-hour cells, `from <= to`; one cell is a half-hour range. */
export interface GridSelection {
  roomId: number;
  from: number;
  to: number;
}

export interface CellTap {
  roomId: number;
  index: number;
  /** That room's cells on the chosen day, before any selection (booked, disabled, past, free). */
  states: readonly SlotState[];
}

const blockedBetween = (states: readonly SlotState[], from: number, to: number) =>
  states.slice(from, to + 1).some((state) => state === undefined || isBlocked(state));

/**
 * The phone grid's taps:
 * - a tap on a past, closed or booked cell changes nothing;
 * - a tap on a free cell starts a range there when none is chosen or it is in another room;
 * - a tap inside the range (the one chosen cell again, or any selected cell) clears it;
 * - a later cell sets the end, an earlier one moves the start;
 * - a range that would cover a booked, closed or past cell is reset (nothing chosen).
 */
export function tapCell(selection: GridSelection | null, tap: CellTap): GridSelection | null {
  const state = tap.states[tap.index];
  if (state === undefined || isBlocked(state)) return selection;
  if (!selection || selection.roomId !== tap.roomId) {
    return { roomId: tap.roomId, from: tap.index, to: tap.index };
  }
  if (tap.index >= selection.from && tap.index <= selection.to) return null;
  const next = tap.index > selection.to ? { ...selection, to: tap.index } : { ...selection, from: tap.index };
  return blockedBetween(tap.states, next.from, next.to) ? null : next;
}

export const isSelected = (selection: GridSelection | null, roomId: number, index: number) =>
  !!selection && selection.roomId === roomId && index >= selection.from && index <= selection.to;
