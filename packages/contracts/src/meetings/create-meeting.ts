// The create-meeting form's contract, a module of its own: the package has no side effects, so a
// booking page that imports only this form's schema does not load every meeting schema.
import { z } from 'zod';
import { bodyId, maxChars, text } from '../primitives.ts';
import { dateTimeString } from '../time.ts';

/** A meeting's subject holds at most 100 characters (an emoji is one). */
export const MEETING_NAME_MAX_LENGTH = 100;

/** Booking happens through creating a meeting: one transaction creates both. */
export const createMeetingRequest = z
  .object({
    name: text()
      .trim()
      .min(1, { message: 'meeting.nameRequired' })
      .check(maxChars(MEETING_NAME_MAX_LENGTH, { message: 'meeting.nameTooLong' })),
    roomId: bodyId(),
    startTime: dateTimeString,
    endTime: dateTimeString,
    attendees: z
      .array(z.email({ message: 'meeting.attendeeEmail' }))
      .max(200)
      .default([]),
    content: text()
      .check(maxChars(5000, { message: 'meeting.contentTooLong' }))
      .default(''),
    attachment: text().max(2000).default(''),
  })
  .refine((meeting) => meeting.startTime < meeting.endTime, {
    message: 'time.endAfterStart',
    path: ['endTime'],
  });
export type CreateMeetingRequest = z.input<typeof createMeetingRequest>;

export const createMeetingAnswer = z.object({ id: z.number(), bookingId: z.number() });
