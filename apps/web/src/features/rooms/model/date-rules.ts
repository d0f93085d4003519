import type { Dayjs } from 'dayjs';
import { BOOKING_WINDOW_MS, DATE_FORMAT } from '../../../api/contract-values.ts';

/** The company's today as `YYYY-MM-DD` (`now` is on the company's clock). */
export const companyToday = (now: Dayjs): string => now.format(DATE_FORMAT);

/** The last day the picker offers: the day that lies 90 days (7776000000 ms) from now. */
export const lastBookableDate = (now: Dayjs): string => now.add(BOOKING_WINDOW_MS, 'ms').format(DATE_FORMAT);

/** The desktop picker disables past days and days more than 90 days ahead. */
export function isBookingDateDisabled(date: string, now: Dayjs): boolean {
  return date < companyToday(now) || date > lastBookableDate(now);
}
