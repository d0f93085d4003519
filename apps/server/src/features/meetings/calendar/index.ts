/** Meetings as calendar entries: an invitation's, a person's feed. */
export { type CalendarMeeting, calendarMeetingOf, calendarMeetingsOf } from './repository.ts';
