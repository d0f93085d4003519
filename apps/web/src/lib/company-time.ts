import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { DEFAULT_COMPANY_TIME_ZONE } from '../api/contract-values.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The company's clock in the browser: "today", "now" and "past" follow the company's zone
 * (the current user's `timeZone`, Asia/Shanghai by default), not the zone of the person's laptop.
 */
export function companyNow(timeZone = DEFAULT_COMPANY_TIME_ZONE, at: Date = new Date()): Dayjs {
  return dayjs(at).tz(timeZone);
}

/** A company wall-clock time (`YYYY-MM-DD HH:mm[:ss]`) as a Dayjs in the company zone. */
export function companyTime(text: string, timeZone = DEFAULT_COMPANY_TIME_ZONE): Dayjs {
  return dayjs.tz(text, timeZone);
}
