/** Meetings: the meeting that holds a booking, and the `meetings` and `meeting_attendees` tables. */

import { messages } from './messages.ts';
import { meetingRoutes } from './routes.ts';

export { MEETING_MAIL_JOB, type MeetingMail, meetingWhen } from './meeting-events.ts';
export { type CalendarMeeting, calendarMeetingsOf, markMeetingCancelled } from './repository.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: meetingRoutes, messages };
