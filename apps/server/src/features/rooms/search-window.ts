import { badRequest } from '../../http/errors.ts';
import type { CompanyClock, CompanyDay, TimeSpan } from '../../lib/company-time.ts';

/** The searched span, the company day it lies in (the start's day), and whether it is all of that day. */
export interface SearchWindow {
  window: TimeSpan;
  day: CompanyDay;
  wholeDay: boolean;
}

/**
 * The search window is a whole day (00:00:00 to 24:00:00) or a start plus a duration, and
 * never leaves the start's day. 400 for times that do not exist, an end not after the start, or a
 * window crossing midnight.
 */
export function searchWindow(clock: CompanyClock, startTime: string, endTime: string): SearchWindow {
  const start = clock.parse(startTime);
  const end = clock.parse(endTime);
  if (!start || !end) throw badRequest('time.format');
  if (end <= start) throw badRequest('time.endAfterStart');
  const day = clock.dayOf(start);
  if (end > day.end) throw badRequest('room.windowOneDay');
  const wholeDay = sameInstant(start, day.start) && sameInstant(end, day.end);
  return { window: { start, end }, day, wholeDay };
}

const sameInstant = (a: Date, b: Date) => a.getTime() === b.getTime();

/** Distinct windows searched in a day are a few dozen; this bounds what odd requests can fill. */
const WINDOWS_KEPT = 1_000;

/**
 * searchWindow remembered by its two strings (the zone never changes): parsing both times and
 * finding the day cost more than the rest of a cached room list. Refused windows are not kept.
 */
export function rememberSearchWindows(clock: CompanyClock) {
  const known = new Map<string, SearchWindow>();
  return (startTime: string, endTime: string): Readonly<SearchWindow> => {
    const key = `${startTime}|${endTime}`;
    let found = known.get(key);
    if (!found) {
      found = searchWindow(clock, startTime, endTime);
      if (known.size >= WINDOWS_KEPT) known.clear();
      known.set(key, found);
    }
    return found;
  };
}

/** Half-open spans overlap when each starts before the other ends: back-to-back is not an overlap. */
export const overlaps = (a: TimeSpan, b: TimeSpan) => a.start < b.end && b.start < a.end;
