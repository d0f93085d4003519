import { describe, expect, it } from 'vitest';
import {
  clickSlot,
  NO_SELECTION,
  popupIndex,
  previewSpan,
  type SlotSelection,
  selectedSpan,
} from './range-selection.ts';

const FREE = Array.from({ length: 30 }, () => false);
/** Slot 5 blocked (past, disabled or booked: the selection only sees "blocked"). */
const WITH_BLOCK = FREE.map((_, index) => index === 5);

const click = (current: SlotSelection, index: number, roomId = 1, blocked = WITH_BLOCK) =>
  clickSlot(current, { roomId, index, blocked });

describe('desktop range selection', () => {
  it('starts a selection with the first click on a free slot; Book then books that one slot', () => {
    const { selection, rejected } = click(NO_SELECTION, 2);
    expect(rejected).toBe(false);
    expect(selection).toEqual({ kind: 'started', roomId: 1, anchor: 2 });
    expect(selectedSpan(selection, 1)).toEqual({ from: 2, to: 2 });
    expect(popupIndex(selection, 1)).toBe(2);
  });

  it('does not start on a blocked slot', () => {
    expect(click(NO_SELECTION, 5)).toEqual({ selection: NO_SELECTION, rejected: false });
  });

  it('sets the other end with the second click, forwards or backwards', () => {
    const started = click(NO_SELECTION, 8).selection;
    const forwards = click(started, 11).selection;
    expect(selectedSpan(forwards, 1)).toEqual({ from: 8, to: 11 });
    const backwards = click(started, 6).selection;
    expect(selectedSpan(backwards, 1)).toEqual({ from: 6, to: 8 });
    expect(popupIndex(backwards, 1)).toBe(6);
  });

  it('accepts the second click on the first slot as a one-slot range', () => {
    const started = click(NO_SELECTION, 8).selection;
    expect(selectedSpan(click(started, 8).selection, 1)).toEqual({ from: 8, to: 8 });
  });

  it('rejects a range over a blocked slot and keeps the first click', () => {
    const started = click(NO_SELECTION, 3).selection;
    expect(click(started, 7)).toEqual({ selection: started, rejected: true });
    expect(click(started, 5)).toEqual({ selection: started, rejected: true });
    const later = click(NO_SELECTION, 9).selection;
    expect(click(later, 4)).toEqual({ selection: later, rejected: true });
  });

  it('restarts with a further click after a range', () => {
    const range = click(click(NO_SELECTION, 1).selection, 3).selection;
    expect(click(range, 10).selection).toEqual({ kind: 'started', roomId: 1, anchor: 10 });
    // A blocked slot cannot start a new one; the range stays.
    expect(click(range, 5).selection).toBe(range);
  });

  it('restarts in another room when a slot there is clicked', () => {
    const started = click(NO_SELECTION, 1).selection;
    const elsewhere = click(started, 12, 2, FREE).selection;
    expect(elsewhere).toEqual({ kind: 'started', roomId: 2, anchor: 12 });
    expect(selectedSpan(elsewhere, 1)).toBeNull();
  });

  it('is cleared by Cancel (back to no selection)', () => {
    expect(selectedSpan(NO_SELECTION, 1)).toBeNull();
    expect(popupIndex(NO_SELECTION, 1)).toBeNull();
  });

  it('previews the range under the pointer only after the first click, in that room', () => {
    const started = click(NO_SELECTION, 8).selection;
    expect(previewSpan(started, 1, 12)).toEqual({ from: 8, to: 12 });
    expect(previewSpan(started, 1, 8)).toBeNull();
    expect(previewSpan(started, 2, 12)).toBeNull();
    expect(previewSpan(click(started, 9).selection, 1, 12)).toBeNull();
  });
});
