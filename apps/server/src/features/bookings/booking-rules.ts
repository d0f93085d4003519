import {
  BOOKING_WINDOW_MS,
  DATE_FORMAT,
  SLOT_MINUTES,
  TIMELINE_END_HOUR,
  TIMELINE_START_HOUR,
} from '@portal/contracts';
import { badRequest } from '../../http/errors.ts';
import type { CompanyClock, TimeSpan } from '../../lib/company-time.ts';

const hourOfDay = (hour: number) => `${String(hour).padStart(2, '0')}:00:00`;

/** On the half-hour grid of the company's clock, to the second (slots are 30 minutes long). */
function isOnSlotGrid(clock: CompanyClock, instant: Date): boolean {
  const { minute, second } = clock.wallClock(instant);
  return minute % SLOT_MINUTES === 0 && second === 0 && instant.getUTCMilliseconds() === 0;
}

/**
 * The booking time rules, enforced whatever the client sent: the grid, not in the past,
 * within the 90-day window and inside one day's 08:00–23:00 timeline. Overlap is the database's job.
 */
export function assertBookableSpan(clock: CompanyClock, span: TimeSpan): void {
  if (!isOnSlotGrid(clock, span.start) || !isOnSlotGrid(clock, span.end))
    throw badRequest('booking.misaligned');
  const now = clock.now();
  // Past slots are never bookable.
  if (span.start < now) throw badRequest('booking.past');
  // Nothing more than 7 776 000 000 ms (90 days) ahead; the date is what counts.
  if (clock.startOfDay(span.start).getTime() > now.getTime() + BOOKING_WINDOW_MS) {
    throw badRequest('booking.tooFar');
  }
  // The timeline runs 8 to 23 on the booked day, so a booking never crosses midnight.
  // Wall-clock strings in one fixed format compare in time order, so no conversion is needed.
  const start = clock.format(span.start);
  const date = start.slice(0, DATE_FORMAT.length);
  const opens = `${date} ${hourOfDay(TIMELINE_START_HOUR)}`;
  const closes = `${date} ${hourOfDay(TIMELINE_END_HOUR)}`;
  if (start < opens || clock.format(span.end) > closes) throw badRequest('booking.outsideHours');
}
