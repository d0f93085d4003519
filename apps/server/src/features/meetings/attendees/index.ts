/** Attendees: who a meeting invites (`meeting_attendees`), and the employees a meeting names. */
export { createNamedPeopleChecks } from './named-people.ts';
export { attendeesOf, replaceAttendees } from './repository.ts';
export { createAttendeeOperations } from './service.ts';
