/** Meetings: the meeting that holds a booking, and the `meetings` and `meeting_attendees` tables. */
export { markMeetingCancelled } from './repository.ts';
export { meetingRoutes } from './routes.ts';
