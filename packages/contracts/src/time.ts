import { z } from 'zod';

/** Times travel as `YYYY-MM-DD HH:mm:ss` in the company's time zone. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DEFAULT_COMPANY_TIME_ZONE = 'Asia/Shanghai';

// "24:00:00" is allowed as the end of a whole-day search window.
const dateTimePattern =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) (([01]\d|2[0-3]):[0-5]\d:[0-5]\d|24:00:00)$/;
const datePattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const dateTimeString = z.string().regex(dateTimePattern, { message: 'time.format' });
export const dateString = z.string().regex(datePattern, { message: 'date.format' });

/** A `YYYY-MM-DD` that names a day of the calendar (no 2026-02-30), so the database never refuses it. */
export const calendarDateString = dateString.refine(
  (value) => {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  },
  { message: 'date.format' },
);
