import { describe, expect, it } from 'vitest';
import {
  isBlocked,
  roomDaySlots,
  TIMELINE_HOUR_LABELS,
  TIMELINE_SLOT_STARTS,
  withSelection,
} from './slots.ts';
import { booking, closure, NOW, room, TODAY, TOMORROW } from './test-fixtures.ts';

const stateAt = (slots: ReturnType<typeof roomDaySlots>, start: string) =>
  slots.find((slot) => slot.start === start)?.state;

describe('timeline slots', () => {
  it('has 30 half-hour slots from 08:00 to 22:30 and hour labels 8:00 to 23:00', () => {
    expect(TIMELINE_SLOT_STARTS).toHaveLength(30);
    expect(TIMELINE_SLOT_STARTS[0]).toBe('08:00');
    expect(TIMELINE_SLOT_STARTS.at(-1)).toBe('22:30');
    expect(TIMELINE_HOUR_LABELS.map((label) => label.label)).toEqual(
      Array.from({ length: 16 }, (_, index) => `${8 + index}:00`),
    );
    expect(TIMELINE_HOUR_LABELS.at(-1)?.offset).toBe(1);
  });

  it("disables the slots outside the room's open hours, saying so", () => {
    const slots = roomDaySlots(room({ opensAt: '09:00', closesAt: '18:00' }), TOMORROW, NOW);
    expect(slots.find((slot) => slot.start === '08:30')).toMatchObject({
      state: 'disabled',
      outsideHours: true,
    });
    expect(stateAt(slots, '09:00')).toBe('free');
    expect(stateAt(slots, '17:30')).toBe('free');
    expect(stateAt(slots, '18:00')).toBe('disabled');
    expect(isBlocked('disabled')).toBe(true);
  });

  it('marks slots that start before the company now as past, today only', () => {
    const today = roomDaySlots(room(), TODAY, NOW);
    expect(stateAt(today, '08:00')).toBe('past');
    // 10:00 started ten minutes ago (company time 10:10) and is past; 10:30 is still free.
    expect(stateAt(today, '10:00')).toBe('past');
    expect(stateAt(today, '10:30')).toBe('free');
    expect(roomDaySlots(room(), TOMORROW, NOW).every((slot) => slot.state === 'free')).toBe(true);
    expect(roomDaySlots(room(), '2026-11-22', NOW).every((slot) => slot.state === 'past')).toBe(true);
  });

  it('marks the checkedInfo slots of active bookings that start on the chosen day as booked', () => {
    const slots = roomDaySlots(
      room({
        bookRecords: [
          booking(),
          booking({ id: 2, cancel: true, checkedInfo: ['11:00'] }),
          booking({ id: 3, startTime: `${TODAY} 12:00:00`, checkedInfo: ['12:00'] }),
        ],
      }),
      TOMORROW,
      NOW,
    );
    expect(slots.filter((slot) => slot.state === 'booked').map((slot) => slot.start)).toEqual([
      '09:00',
      '09:30',
    ]);
    expect(slots[2]?.booking).toEqual({ userName: '李雷', start: '09:00', end: '10:00' });
  });

  it('marks closure slots as disabled with the reason', () => {
    const slots = roomDaySlots(room({ closures: [closure()] }), TOMORROW, NOW);
    expect(slots.filter((slot) => slot.state === 'disabled').map((slot) => slot.start)).toEqual([
      '14:00',
      '14:30',
    ]);
    expect(slots.find((slot) => slot.start === '14:00')?.closureReason).toBe('设备维修');
  });

  it('shows an ongoing booking as booked rather than past', () => {
    const ongoing = booking({ startTime: `${TODAY} 09:30:00`, endTime: `${TODAY} 11:00:00` });
    const slots = roomDaySlots(
      room({ bookRecords: [{ ...ongoing, checkedInfo: ['09:30', '10:00', '10:30'] }] }),
      TODAY,
      NOW,
    );
    expect(stateAt(slots, '09:00')).toBe('past');
    expect(stateAt(slots, '10:00')).toBe('booked');
    expect(slots.find((slot) => slot.start === '10:00')?.elapsed).toBe(true);
    expect(slots.find((slot) => slot.start === '10:30')?.elapsed).toBeUndefined();
  });

  it('blocks past, disabled and booked slots only', () => {
    expect(['past', 'disabled', 'booked'].every((state) => isBlocked(state as never))).toBe(true);
    expect(['free', 'selected', 'hover'].some((state) => isBlocked(state as never))).toBe(false);
  });

  it('paints the selection and the preview over free slots only', () => {
    const base = roomDaySlots(room({ bookRecords: [booking()] }), TOMORROW, NOW);
    const painted = withSelection(base, { from: 0, to: 1 }, { from: 1, to: 4 });
    expect(painted.slice(0, 6).map((slot) => slot.state)).toEqual([
      'selected',
      'selected',
      'booked',
      'booked',
      'hover',
      'free',
    ]);
  });
});
