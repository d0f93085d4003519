import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import type { CalendarMeeting } from '../meetings/index.ts';

export type CalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

/** A meeting keeps one UID for life, in invitations and feeds alike, so calendars update it in place. */
export const meetingUid = (meetingId: number, domain: string) => `meeting-${meetingId}@${domain}`;

/**
 * CANCELLED only when the meeting itself is: a CANCEL sent to an attendee taken off the list
 * uninvites that person and carries no STATUS (RFC 5546 §3.2.5), or their calendar would show
 * the meeting as called off.
 */
const eventStatus = (method: CalendarMethod, cancelled: boolean) => {
  if (cancelled) return ICalEventStatus.CANCELLED;
  return method === 'CANCEL' ? null : ICalEventStatus.CONFIRMED;
};

/**
 * An iCalendar document of meetings, times in UTC (every calendar converts to its reader's zone).
 * REQUEST invites or updates, CANCEL withdraws, PUBLISH is a read-only feed.
 */
export function meetingsCalendar(
  entries: CalendarMeeting[],
  options: { method: CalendarMethod; domain: string; name?: string; now: Date },
): string {
  const calendar = ical({
    method: ICalCalendarMethod[options.method],
    prodId: { company: 'staff-portal', product: 'meetings', language: 'EN' },
    ...(options.name ? { name: options.name } : {}),
  });
  for (const meeting of entries) {
    calendar.createEvent({
      id: meetingUid(meeting.id, options.domain),
      sequence: meeting.sequence,
      stamp: options.now,
      start: new Date(meeting.startsAt),
      end: new Date(meeting.endsAt),
      summary: meeting.name,
      description: meeting.content || null,
      location: meeting.location || null,
      status: eventStatus(options.method, meeting.cancelled),
      organizer: { name: meeting.organizer.name || meeting.organizer.email, email: meeting.organizer.email },
      attendees: meeting.attendees.map((attendee) => ({
        email: attendee.email,
        ...(attendee.name ? { name: attendee.name } : {}),
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: true,
      })),
    });
  }
  return calendar.toString();
}
