import type { RouteName } from './routes.ts';

/**
 * Every call the partner app's pages make (the phone pages, and the desktop create-meeting and
 * my-bookings pages opened with a partner `code`): each takes the partner check, a verified
 * partner token else the portal session (docs/partner.md). The server's routes state that access
 * because they are listed here, and only they may. A partner token names an employee exactly as a
 * session does, so each call's own rights still apply.
 */
export const PARTNER_CALLS = [
  // The partner twins of the room calls, and who the token names.
  'partnerUserInfo',
  'partnerRoomList',
  'partnerBookingMine',
  'partnerBookingCancel',
  'partnerPeopleByEmails',
  // Booking: the places to search, the room's day, the attendee picker, attachments, creating the meeting.
  'roomLocations',
  'roomDay',
  'peopleSearch',
  'meetingFrequentAttendees',
  'fileUpload',
  'meetingCreate',
  // My meetings and actions on the phone.
  'meetingList',
  'meetingDetail',
  'meetingActionsMine',
  'meetingActionStatusSet',
] as const satisfies readonly RouteName[];

export type PartnerCall = (typeof PARTNER_CALLS)[number];
