/**
 * Meetings: the meeting that may hold a booking, its attendees, minutes, action plan and red dot,
 * and their tables (`meetings`, `meeting_attendees`, `meeting_actions`, `meeting_action_owners`,
 * `meeting_notice_reads`).
 */
import { messages } from './messages.ts';
import { meetingRoutes } from './routes.ts';

export { type CalendarMeeting, calendarMeetingsOf } from './calendar/index.ts';
export { createClosedRoomCanceller } from './closed-room.ts';
export { MEETING_MAIL_JOB, type MeetingMail, meetingWhen } from './meeting-events.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: meetingRoutes, messages };
