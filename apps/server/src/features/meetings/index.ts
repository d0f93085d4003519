/** Meetings: the meeting that holds a booking, and the `meetings` and `meeting_attendees` tables. */
export { MEETING_MAIL_JOB, type MeetingMail, meetingWhen } from './meeting-events.ts';
export { type CalendarMeeting, calendarMeetingsOf, markMeetingCancelled } from './repository.ts';
export { meetingRoutes } from './routes.ts';
