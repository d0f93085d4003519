/** The meeting itself (`meetings`): book, move and cancel it; who may see it; its time span. */
export { insertMeeting, lockMeeting, markMeetingCancelled, roomNameOf } from './repository.ts';
export { createMeetingOperations } from './service.ts';
export { spanOf } from './span.ts';
export { visibleMeeting } from './visible-meeting.ts';
