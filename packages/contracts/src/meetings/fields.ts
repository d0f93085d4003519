// The fields several meeting calls share. Not re-exported by the package: they are parts of
// schemas, not contracts of their own.
import { z } from 'zod';
import { INT4_MAX, maxChars, text } from '../primitives.ts';
import { MEETING_PAGE_SIZE_MAX, MINUTES_MAX_LENGTH } from './constants.ts';

/** A meeting's subject holds at most 100 characters (an emoji is one). */
export const MEETING_NAME_MAX_LENGTH = 100;

/** The pattern lets 2030-02-30 through; the database's date type would not. */
export const isCalendarDate = (value: string) => {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** Blank filter fields ('' or null, as forms send them) mean "no filter". */
export const blankAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const currentPage = z.coerce.number().int().min(1).max(INT4_MAX).default(1);
export const pageSize = z.coerce.number().int().min(1).max(MEETING_PAGE_SIZE_MAX).default(10);
/** Only the caller's own email is accepted where a call names the user (403 otherwise). */
export const userEmail = z.preprocess(blankAsUndefined, text().trim().max(200).optional());

export const person = z.object({ email: z.string(), name: z.string() });
export const meetingRoom = z.object({ id: z.number(), name: z.string() });

export const attendeeEmails = z
  .array(text().pipe(z.email({ message: 'meeting.attendeeEmail' })))
  .max(200)
  .default([]);

export const meetingName = text()
  .trim()
  .min(1, { message: 'meeting.nameRequired' })
  .check(maxChars(MEETING_NAME_MAX_LENGTH, { message: 'meeting.nameTooLong' }));
export const meetingContent = text()
  .check(maxChars(5000, { message: 'meeting.contentTooLong' }))
  .default('');
export const minutesText = text().check(maxChars(MINUTES_MAX_LENGTH, { message: 'meeting.minutesTooLong' }));

export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'time.format' });
