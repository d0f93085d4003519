import type { AppContext } from '../../context.ts';
import { lockMeeting, markMeetingCancelled } from './meeting/index.ts';
import { createMeetingAnnouncer, eventOf } from './meeting-events.ts';

type Transaction = Parameters<typeof lockMeeting>[0];

/**
 * Cancels the meetings whose room is closed under them (their bookings already cancelled in the
 * closure's transaction), and tells everyone concerned, the organizer included: a bell message and,
 * when mail is configured, the iCalendar CANCEL that takes it out of their calendars.
 */
export function createClosedRoomCanceller(ctx: Pick<AppContext, 'clock' | 'config'>) {
  const announce = createMeetingAnnouncer(ctx);
  return async (tx: Transaction, meetingId: number, organizerEmail: string) => {
    const meeting = await lockMeeting(tx, meetingId);
    if (!meeting || meeting.cancelled) return;
    await markMeetingCancelled(tx, meetingId);
    const recipients = [...new Set([organizerEmail.toLowerCase(), ...meeting.attendeeEmails])];
    await announce(tx, eventOf('cancelled', meeting, recipients));
  };
}
