import { DATE_FORMAT } from '@portal/contracts';
import { badRequest } from '../../http/errors.ts';
import type { CompanyClock } from '../../lib/company-time.ts';

/** A half-open span of time `[start, end)`, the way bookings and closures are stored. */
export interface TimeSpan {
  start: Date;
  end: Date;
}

const MIDNIGHT = ' 00:00:00';
const END_OF_DAY = ' 24:00:00';

/** The `YYYY-MM-DD` parts of a date, or null when they name no calendar date (the pattern allows 02-30). */
function calendarDate(date: string): Date | null {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const probe = new Date(Date.UTC(year, month - 1, day));
  const exists =
    probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return exists ? probe : null;
}

/** The calendar day after `YYYY-MM-DD`, by calendar arithmetic (a day is not always 24 h long). */
function nextDate(date: string): string {
  const probe = calendarDate(date);
  if (!probe) throw badRequest('time.format');
  return new Date(probe.getTime() + 86_400_000).toISOString().slice(0, DATE_FORMAT.length);
}

/**
 * Parses a company wall-clock string (SPEC §3), refusing dates that do not exist, which dayjs would
 * silently roll into the next month. `24:00:00` (SPEC §5 whole-day window) is the next midnight.
 */
export function parseWallClock(clock: CompanyClock, text: string): Date {
  const date = text.slice(0, DATE_FORMAT.length);
  if (!calendarDate(date)) throw badRequest('time.format');
  return text.endsWith(END_OF_DAY) ? clock.parse(nextDate(date) + MIDNIGHT) : clock.parse(text);
}

/** A company day: its `YYYY-MM-DD` and the span from its midnight to the next one. */
export interface CompanyDay extends TimeSpan {
  date: string;
}

/** The company day `YYYY-MM-DD` in the company's zone; 400 when there is no such date. */
export function companyDay(clock: CompanyClock, date: string): CompanyDay {
  const next = nextDate(date);
  return { date, start: clock.parse(date + MIDNIGHT), end: clock.parse(next + MIDNIGHT) };
}

/** The company day that contains `instant`. */
export const companyDayOf = (clock: CompanyClock, instant: Date): CompanyDay =>
  companyDay(clock, clock.format(instant, DATE_FORMAT));

/** Half-open spans overlap when each starts before the other ends: back-to-back is not an overlap. */
export const overlaps = (a: TimeSpan, b: TimeSpan) => a.start < b.end && b.start < a.end;

export const sameInstant = (a: Date, b: Date) => a.getTime() === b.getTime();
