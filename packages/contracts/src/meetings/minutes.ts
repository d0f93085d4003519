import { z } from 'zod';
import { bodyId, text } from '../primitives.ts';
import { dateString } from '../time.ts';
import {
  attendeeEmails,
  clockTime,
  isCalendarDate,
  meetingContent,
  meetingName,
  minutesText,
} from './fields.ts';

/**
 * Minutes (written by the recorder) and/or the recorder (chosen by the organizer; null clears it).
 * At least one of the two.
 */
export const saveMinutesRequest = z
  .object({
    id: bodyId(),
    minutes: minutesText.optional(),
    recorderEmail: text()
      .trim()
      .pipe(z.email({ message: 'meeting.attendeeEmail' }))
      .nullable()
      .optional(),
  })
  .refine((request) => request.minutes !== undefined || request.recorderEmail !== undefined, {
    message: 'meeting.minutesNothing',
    path: ['minutes'],
  });
export type SaveMinutesRequest = z.input<typeof saveMinutesRequest>;

export const minutesAnswer = z.object({ minutes: z.string(), minutesTime: z.string().nullable() });

/**
 * The minutes of a meeting already held without a booking: no room, the caller organizes and
 * records it. The day is the company's, today or within the last HELD_MEETING_LOOKBACK_DAYS.
 */
export const createHeldMeetingRequest = z
  .object({
    name: meetingName,
    date: dateString.refine(isCalendarDate, { message: 'date.format' }),
    startTime: clockTime,
    endTime: clockTime,
    attendees: attendeeEmails,
    content: meetingContent,
    minutes: minutesText.trim().min(1, { message: 'meeting.minutesRequired' }),
  })
  .refine((meeting) => meeting.startTime < meeting.endTime, {
    message: 'time.endAfterStart',
    path: ['endTime'],
  });
export type CreateHeldMeetingRequest = z.input<typeof createHeldMeetingRequest>;
