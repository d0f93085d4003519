import type { MyBookingItem } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { bookingWhen, visibleBookings } from './my-bookings.ts';

const item = (overrides: Partial<MyBookingItem> = {}): MyBookingItem => ({
  id: 1,
  meetingRoomName: '301 星河',
  meetingName: '周例会',
  startTime: '2026-03-05 09:00:00',
  endTime: '2026-03-05 10:30:00',
  cancel: false,
  ...overrides,
});

describe('my bookings', () => {
  it('hides cancelled bookings', () => {
    expect(visibleBookings([item(), item({ id: 2, cancel: true })]).map((booking) => booking.id)).toEqual([
      1,
    ]);
  });

  it('shows MM月DD日 in Chinese and MMM D in English with HH:mm-HH:mm', () => {
    expect(bookingWhen(item(), 'MM月DD日', 'zh')).toEqual({ date: '03月05日', time: '09:00-10:30' });
    expect(bookingWhen(item(), 'MMM D', 'en')).toEqual({ date: 'Mar 5', time: '09:00-10:30' });
  });
});
