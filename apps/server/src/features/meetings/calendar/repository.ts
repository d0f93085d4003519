import { and, desc, eq, gt, not, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../../db/client.ts';
import { users } from '../../people/schema.ts';
import { rooms } from '../../rooms/schema.ts';
import { attendeeNamesOf, attends } from '../attendees/repository.ts';
import { meetings } from '../schema.ts';

/** What a calendar entry of a meeting shows (an invitation, a feed); times as ISO strings. */
export interface CalendarMeeting {
  id: number;
  name: string;
  content: string;
  startsAt: string;
  endsAt: string;
  sequence: number;
  cancelled: boolean;
  location: string;
  organizer: { email: string; name: string };
  attendees: { email: string; name: string }[];
}

/** The most meetings one feed lists, the newest kept: a calendar client does not page. */
const FEED_MEETINGS_MAX = 2_000;

const organizers = alias(users, 'organizers');

/** The meetings matching `where`, as calendar entries, newest start first. */
async function calendarMeetings(
  db: Database | Transaction,
  where: SQL | undefined,
  limit: number,
): Promise<CalendarMeeting[]> {
  const rows = await db
    .select({
      id: meetings.id,
      name: meetings.name,
      content: meetings.content,
      startsAt: meetings.startsAt,
      endsAt: meetings.endsAt,
      sequence: meetings.calendarSequence,
      cancelled: meetings.cancelled,
      roomName: rooms.name,
      organizerEmail: organizers.email,
      organizerName: organizers.name,
    })
    .from(meetings)
    .innerJoin(organizers, eq(organizers.id, meetings.organizerId))
    .leftJoin(rooms, eq(rooms.id, meetings.roomId))
    .where(where)
    .orderBy(desc(meetings.startsAt), desc(meetings.id))
    .limit(limit);
  const attendees = await attendeeNamesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    content: row.content,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    sequence: row.sequence,
    cancelled: row.cancelled,
    location: row.roomName ?? '',
    organizer: { email: row.organizerEmail, name: row.organizerName },
    attendees: attendees
      .filter((attendee) => attendee.meetingId === row.id)
      .map((attendee) => ({ email: attendee.email, name: attendee.name ?? '' })),
  }));
}

/** One meeting as a calendar entry, read in the change's transaction (it sees the change). */
export async function calendarMeetingOf(tx: Transaction, meetingId: number) {
  const [meeting] = await calendarMeetings(tx, eq(meetings.id, meetingId), 1);
  return meeting;
}

/** A person's calendar: meetings they organize or attend, not cancelled, ending after `since`. */
export function calendarMeetingsOf(db: Database, person: { id: number; email: string }, since: Date) {
  return calendarMeetings(
    db,
    and(
      or(eq(meetings.organizerId, person.id), attends(person.email)),
      not(meetings.cancelled),
      gt(meetings.endsAt, since),
    ),
    FEED_MEETINGS_MAX,
  );
}
