import { addDays, type CompanyClock, type TimeSpan } from '../../lib/company-time.ts';
import type { ChangedSpan } from '../../lib/table-changes.ts';

/** A change wider than this drops every snapshot rather than naming each day (a bulk import). */
const MAX_DAYS_NAMED = 62;

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

/**
 * The company days whose room-list snapshots a change of bookings or closures makes stale, or
 * 'all' when the database did not say (a TRUNCATE) or the change spans too long to name each day.
 */
export function staleDates(clock: CompanyClock, span: ChangedSpan | null): string[] | 'all' {
  if (!span || span.to - span.from > MAX_DAYS_NAMED * 86_400_000) return 'all';
  return companyDatesOf(clock, { start: new Date(span.from), end: new Date(span.to) });
}
