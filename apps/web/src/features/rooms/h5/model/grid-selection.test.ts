import { describe, expect, it } from 'vitest';
import type { SlotState } from '../../model/slots.ts';
import { type GridSelection, isSelected, tapCell } from './grid-selection.ts';

// Room 1: 0 past, 1–3 free, 4 booked, 5–7 free, 8 closed, 9 free.
const room1: SlotState[] = [
  'past',
  'free',
  'free',
  'free',
  'booked',
  'free',
  'free',
  'free',
  'disabled',
  'free',
];
const room2: SlotState[] = Array.from({ length: 10 }, () => 'free');
const tap = (selection: GridSelection | null, roomId: number, index: number) =>
  tapCell(selection, { roomId, index, states: roomId === 1 ? room1 : room2 });

describe('the phone grid’s taps', () => {
  it('starts a range on a free cell, never on a past, booked or closed one', () => {
    expect(tap(null, 1, 2)).toEqual({ roomId: 1, from: 2, to: 2 });
    expect(tap(null, 1, 0)).toBeNull();
    expect(tap(null, 1, 4)).toBeNull();
    expect(tap(null, 1, 8)).toBeNull();
  });

  it('sets the end with a later tap, or moves the start with an earlier one', () => {
    const started = tap(null, 1, 2);
    expect(tap(started, 1, 3)).toEqual({ roomId: 1, from: 2, to: 3 });
    expect(tap(started, 1, 1)).toEqual({ roomId: 1, from: 1, to: 2 });
    expect(tap({ roomId: 1, from: 5, to: 6 }, 1, 7)).toEqual({ roomId: 1, from: 5, to: 7 });
  });

  it('deselects when the same cell is tapped again, and clears on any selected cell', () => {
    expect(tap({ roomId: 1, from: 2, to: 2 }, 1, 2)).toBeNull();
    expect(tap({ roomId: 1, from: 5, to: 7 }, 1, 6)).toBeNull();
    expect(tap({ roomId: 1, from: 5, to: 7 }, 1, 5)).toBeNull();
  });

  it('resets a range that would cover a booking, a closure or the past', () => {
    expect(tap({ roomId: 1, from: 2, to: 2 }, 1, 5)).toBeNull();
    expect(tap({ roomId: 1, from: 6, to: 6 }, 1, 9)).toBeNull();
    expect(tap({ roomId: 1, from: 5, to: 5 }, 1, 3)).toBeNull();
  });

  it('keeps a range within one room: a tap in another room starts there', () => {
    expect(tap({ roomId: 1, from: 2, to: 3 }, 2, 6)).toEqual({ roomId: 2, from: 6, to: 6 });
  });

  it('ignores a tap on a blocked cell, keeping what was chosen', () => {
    const chosen = { roomId: 1, from: 5, to: 6 };
    expect(tap(chosen, 1, 4)).toBe(chosen);
  });

  it('tells which cells are selected', () => {
    const chosen = { roomId: 1, from: 5, to: 6 };
    expect([4, 5, 6, 7].map((index) => isSelected(chosen, 1, index))).toEqual([false, true, true, false]);
    expect(isSelected(chosen, 2, 5)).toBe(false);
  });
});
