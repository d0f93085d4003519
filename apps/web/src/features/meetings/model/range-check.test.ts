import { describe, expect, it } from 'vitest';
import { booking, closure, NOW, room, TODAY, TOMORROW } from '../../rooms/model/test-fixtures.ts';
import type { BookingRange } from './booking-query.ts';
import { checkRange } from './range-check.ts';

const range = (overrides: Partial<BookingRange> = {}): BookingRange => ({
  roomId: 7,
  date: TOMORROW,
  startTime: '10:00',
  endTime: '11:00',
  ...overrides,
});

// NOW is 2026-11-23 10:10 in Shanghai; the room is booked 09:00-10:00 and closed 14:00-15:00 tomorrow.
const day = room({ bookRecords: [booking()], closures: [closure()] });

describe('checkRange', () => {
  it('accepts a free range', () => {
    expect(checkRange(range(), day, NOW)).toBeNull();
    // Back to back with the booking is free.
    expect(checkRange(range({ startTime: '10:00', endTime: '12:00' }), day, NOW)).toBeNull();
  });

  it('flags a range over a booking, naming who holds it', () => {
    expect(checkRange(range({ startTime: '08:30', endTime: '09:30' }), day, NOW)).toEqual({
      kind: 'taken',
      holder: { userName: '李雷', start: '09:00', end: '10:00' },
    });
  });

  it('flags a range over a closure with its reason', () => {
    expect(checkRange(range({ startTime: '13:30', endTime: '15:30' }), day, NOW)).toEqual({
      kind: 'closed',
      reason: '设备维修',
    });
  });

  it('flags a range that has started or lies before today', () => {
    expect(checkRange(range({ date: TODAY, startTime: '10:00', endTime: '11:00' }), room(), NOW)).toEqual({
      kind: 'past',
    });
    expect(checkRange(range({ date: '2026-11-20' }), room(), NOW)).toEqual({ kind: 'past' });
    expect(checkRange(range({ date: TODAY, startTime: '10:30', endTime: '11:00' }), room(), NOW)).toBeNull();
  });

  it('flags a day beyond the 90-day booking window', () => {
    expect(checkRange(range({ date: '2027-02-21' }), room(), NOW)).toBeNull();
    expect(checkRange(range({ date: '2027-02-22' }), room(), NOW)).toEqual({ kind: 'beyondWindow' });
  });
});
