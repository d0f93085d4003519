import {
  BOOKING_WINDOW_MS,
  DATE_FORMAT,
  SLOT_MINUTES,
  TIMELINE_END_HOUR,
  TIMELINE_START_HOUR,
} from '@portal/contracts';
import { badRequest } from '../../http/errors.ts';
import type { CompanyClock } from '../../lib/company-time.ts';
import type { TimeSpan } from '../bookings/booking-time.ts';

const hourOfDay = (hour: number) => `${String(hour).padStart(2, '0')}:00:00`;

/** On the half-hour grid of the company's clock, to the second (SPEC §9 slot length 30 minutes). */
function isOnSlotGrid(clock: CompanyClock, instant: Date): boolean {
  const local = clock.local(instant);
  return local.minute() % SLOT_MINUTES === 0 && local.second() === 0 && local.millisecond() === 0;
}

/**
 * The time rules of SPEC §5 and §9, enforced whatever the client sent: the grid, not in the past,
 * within the 90-day window and inside one day's 08:00–23:00 timeline. Overlap is the database's job.
 */
export function assertBookableSpan(clock: CompanyClock, span: TimeSpan): void {
  if (!isOnSlotGrid(clock, span.start) || !isOnSlotGrid(clock, span.end))
    throw badRequest('booking.misaligned');
  const now = clock.now();
  // SPEC §5: past slots are never selectable.
  if (span.start < now) throw badRequest('booking.past');
  // SPEC §5: the date picker disables dates more than 7776000000 ms ahead; the date is what counts.
  if (clock.startOfDay(span.start).getTime() > now.getTime() + BOOKING_WINDOW_MS) {
    throw badRequest('booking.tooFar');
  }
  // SPEC §9: the timeline runs 8 to 23 on the booked day, so a booking never crosses midnight.
  const date = clock.format(span.start, DATE_FORMAT);
  const opens = clock.parse(`${date} ${hourOfDay(TIMELINE_START_HOUR)}`);
  const closes = clock.parse(`${date} ${hourOfDay(TIMELINE_END_HOUR)}`);
  if (span.start < opens || span.end > closes) throw badRequest('booking.outsideHours');
}
