// The create-meeting form's contract, a module of its own: the package has no side effects, so a
// booking page that imports only this form's schema does not load every meeting schema.
import { z } from 'zod';
import { bodyId, text } from '../primitives.ts';
import { dateTimeString } from '../time.ts';
import { attendeeEmails, meetingContent, meetingName } from './fields.ts';

export { MEETING_NAME_MAX_LENGTH } from './fields.ts';

/** Booking happens through creating a meeting: one transaction creates both. */
export const createMeetingRequest = z
  .object({
    name: meetingName,
    roomId: bodyId(),
    startTime: dateTimeString,
    endTime: dateTimeString,
    attendees: attendeeEmails,
    content: meetingContent,
    attachment: text().max(2000).default(''),
  })
  .refine((meeting) => meeting.startTime < meeting.endTime, {
    message: 'time.endAfterStart',
    path: ['endTime'],
  });
export type CreateMeetingRequest = z.input<typeof createMeetingRequest>;

export const createMeetingAnswer = z.object({ id: z.number(), bookingId: z.number() });
