import type { Room } from '@portal/contracts';
import type { Dayjs } from 'dayjs';
import { clockToMinutes, companyToday, isBookingDateDisabled, roomDaySlots } from '../../rooms/index.ts';
import type { BookingRange } from './booking-query.ts';

/** Why the chosen range cannot be booked: the same reasons the room list refuses a selection for. */
export type RangeRefusal =
  | { kind: 'taken'; holder?: { userName: string; start: string; end: string } }
  | { kind: 'closed'; reason: string }
  | { kind: 'past' }
  | { kind: 'beyondWindow' };

/**
 * Checks the range against the room's day as the room list draws it (booked, closed, past) and
 * the booking window, so a stale or hand-made link is flagged when the page opens, not on submit.
 * `now` is the company's clock. Times off the half-hour grid are left to the server.
 */
export function checkRange(
  range: BookingRange,
  room: Pick<Room, 'bookRecords' | 'closures' | 'opensAt' | 'closesAt'>,
  now: Dayjs,
) {
  if (`${range.date} ${range.startTime}` < now.format('YYYY-MM-DD HH:mm')) return { kind: 'past' } as const;
  if (range.date > companyToday(now) && isBookingDateDisabled(range.date, now)) {
    return { kind: 'beyondWindow' } as const;
  }
  const start = clockToMinutes(range.startTime);
  const end = clockToMinutes(range.endTime);
  const covered = roomDaySlots(room, range.date, now).filter(
    (slot) => clockToMinutes(slot.start) < end && clockToMinutes(slot.end) > start,
  );
  const booked = covered.find((slot) => slot.state === 'booked');
  if (booked) return { kind: 'taken', ...(booked.booking && { holder: booked.booking }) } as const;
  const closed = covered.find((slot) => slot.state === 'disabled');
  if (closed) return { kind: 'closed', reason: closed.closureReason ?? '' } as const;
  return null;
}
