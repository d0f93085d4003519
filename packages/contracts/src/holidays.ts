import { z } from 'zod';
import { bodyId, maxChars, text } from './primitives.ts';
import { define } from './route-definition.ts';
import { dateString } from './time.ts';

/** The years a holiday notice may be for. */
export const HOLIDAY_YEAR_MIN = 2000;
export const HOLIDAY_YEAR_MAX = 2100;
/** The longest holiday (in days, both ends counted) and the most make-up workdays one may have. */
export const HOLIDAY_MAX_DAYS = 31;
export const HOLIDAY_MAX_WORKDAYS = 5;
/** A make-up workday lies at most this many days before the holiday's start or after its end. */
export const HOLIDAY_WORKDAY_REACH_DAYS = 45;
export const HOLIDAY_NAME_MAX = 50;

const DAY_MS = 86_400_000;
/** Days since 1970-01-01 of a YYYY-MM-DD date, or NaN when there is no such day (2025-02-30). */
export function dayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  return back.getUTCMonth() === month - 1 && back.getUTCDate() === day ? time / DAY_MS : Number.NaN;
}

const calendarDay = dateString.refine((value) => !Number.isNaN(dayNumber(value)), { message: 'date.format' });

const year = z.coerce
  .number({ message: 'holidays.yearRange' })
  .int({ message: 'holidays.yearRange' })
  .min(HOLIDAY_YEAR_MIN, { message: 'holidays.yearRange' })
  .max(HOLIDAY_YEAR_MAX, { message: 'holidays.yearRange' });

const holidayName = () =>
  text()
    .trim()
    .min(1, { message: 'holidays.nameRequired' })
    .check(maxChars(HOLIDAY_NAME_MAX, { message: 'holidays.nameTooLong' }));

/**
 * A public holiday as the State Council publishes it: the notice's year, the days off (both ends
 * included; 元旦 may start on 31 December of the year before) and the weekend days worked instead.
 */
export const holiday = z.object({
  id: z.number(),
  year: z.number(),
  nameZh: z.string(),
  nameEn: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  workdays: z.array(z.string()),
});
export type Holiday = z.infer<typeof holiday>;

/** One year's notice: empty holidays when it is not published (entered) yet. */
export const holidayYear = z.object({ year: z.number(), holidays: z.array(holiday) });
export type HolidayYear = z.infer<typeof holidayYear>;

export const holidayYearQuery = z.object({ year });

const holidayFields = z.object({
  year,
  nameZh: holidayName(),
  nameEn: holidayName(),
  startsOn: calendarDay,
  endsOn: calendarDay,
  workdays: z.array(calendarDay).max(HOLIDAY_MAX_WORKDAYS, { message: 'holidays.tooManyWorkdays' }),
});
type HolidayFields = z.infer<typeof holidayFields>;

/** The rules one holiday keeps on its own; overlaps with others are the database's to refuse. */
function checkHoliday(value: HolidayFields, context: z.RefinementCtx) {
  const refuse = (message: string) => context.addIssue({ code: 'custom', message });
  const start = dayNumber(value.startsOn);
  const end = dayNumber(value.endsOn);
  if (end < start) return refuse('holidays.order');
  if (end - start + 1 > HOLIDAY_MAX_DAYS) return refuse('holidays.tooLong');
  if (![value.startsOn, value.endsOn].some((day) => Number(day.slice(0, 4)) === value.year))
    return refuse('holidays.outsideYear');
  const workdays = value.workdays.map(dayNumber);
  if (new Set(workdays).size !== workdays.length) return refuse('holidays.workdayRepeated');
  if (workdays.some((day) => day >= start && day <= end)) return refuse('holidays.workdayInHoliday');
  if (
    workdays.some((day) => day < start - HOLIDAY_WORKDAY_REACH_DAYS || day > end + HOLIDAY_WORKDAY_REACH_DAYS)
  )
    return refuse('holidays.workdayFar');
}

export const holidayInput = holidayFields.superRefine(checkHoliday);
export type HolidayInput = z.input<typeof holidayInput>;
export const holidayChange = holidayFields.extend({ id: bodyId() }).superRefine(checkHoliday);
export const holidayRemoveRequest = z.object({ id: bodyId() });

/** Why a holiday entry was refused. */
export const HOLIDAYS_ERROR_KEYS = [
  'holidays.yearRange',
  'holidays.nameRequired',
  'holidays.nameTooLong',
  'holidays.order',
  'holidays.tooLong',
  'holidays.outsideYear',
  'holidays.tooManyWorkdays',
  'holidays.workdayRepeated',
  'holidays.workdayInHoliday',
  'holidays.workdayFar',
  'holidays.overlap',
  'holidays.workdayTaken',
  'holidays.notFound',
] as const;

export const holidaysRoutes = {
  // Added: the holiday calendar's calls are not shown; the notices are kept as data.
  holidayYear: define({ method: 'GET', path: '/holiday/year', query: holidayYearQuery, answer: holidayYear }),
  holidayCreate: define({ method: 'POST', path: '/holiday/create', body: holidayInput, answer: holiday }),
  holidayUpdate: define({ method: 'POST', path: '/holiday/update', body: holidayChange, answer: holiday }),
  holidayRemove: define({
    method: 'POST',
    path: '/holiday/remove',
    body: holidayRemoveRequest,
    answer: z.null(),
  }),
} as const;
