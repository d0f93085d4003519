import { type Publish, topic } from '../../lib/change-feed.ts';
import { addDays, type CompanyClock, type TimeSpan } from '../../lib/company-time.ts';

/** Bookings of these company days (`YYYY-MM-DD`) changed: their room-list snapshots are dropped. */
export const ROOM_DAYS_CHANGED = topic<{ dates: string[] }>('room-days-changed');
/** Rooms or closures changed (seed, admin): every snapshot is dropped. */
export const ROOMS_CHANGED = topic<null>('rooms-changed');

/** The company days a span touches: a booking from 23:00 to 01:00 shows on two days' timelines. */
export function companyDatesOf(clock: CompanyClock, span: TimeSpan): string[] {
  let day = clock.dayOf(span.start);
  const dates = [day.date];
  while (day.end < span.end) {
    day = clock.day(addDays(day.date, 1));
    dates.push(day.date);
  }
  return dates;
}

/** Called inside the transaction that writes or cancels a booking over `span`. */
export function publishBookingChanged(publish: Publish, clock: CompanyClock, span: TimeSpan) {
  return publish(ROOM_DAYS_CHANGED, { dates: companyDatesOf(clock, span) });
}
