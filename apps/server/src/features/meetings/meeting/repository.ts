import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.ts';
import type { TimeSpan } from '../../../lib/company-time.ts';
import { rooms } from '../../rooms/schema.ts';
import { actionOwnerIdsOf } from '../actions/repository.ts';
import { addAttendees, attendeeEmailsOf } from '../attendees/repository.ts';
import { meetings } from '../schema.ts';

type Reader = Database | Transaction;

export interface NewMeeting {
  name: string;
  organizerId: number;
  /** Null for a meeting held without a booking. */
  roomId: number | null;
  span: TimeSpan;
  content: string;
  attachment: string;
  attendees: string[];
  /** Minutes recorded with the meeting (a meeting already held): the recorder and when. */
  minutes?: { html: string; recorderId: number; at: Date };
}

/** Writes the meeting and its attendees in the caller's transaction (which then books its room). */
export async function insertMeeting(tx: Transaction, meeting: NewMeeting): Promise<{ id: number }> {
  const [created] = await tx
    .insert(meetings)
    .values({
      name: meeting.name,
      organizerId: meeting.organizerId,
      roomId: meeting.roomId,
      content: meeting.content,
      attachment: meeting.attachment,
      startsAt: meeting.span.start,
      endsAt: meeting.span.end,
      ...(meeting.minutes && {
        minutes: meeting.minutes.html,
        minutesAt: meeting.minutes.at,
        recorderId: meeting.minutes.recorderId,
      }),
    })
    .returning({ id: meetings.id });
  if (!created) throw new Error('The meeting insert returned no row');
  await addAttendees(tx, created.id, meeting.attendees);
  return created;
}

/** Every change of a meeting raises its invitation's SEQUENCE: calendars keep the highest. */
const raisedSequence = sql`${meetings.calendarSequence} + 1`;

/** A meeting whose booking is cancelled is cancelled too, in the same transaction. */
export async function markMeetingCancelled(tx: Transaction, meetingId: number): Promise<void> {
  await tx
    .update(meetings)
    .set({ cancelled: true, calendarSequence: raisedSequence })
    .where(eq(meetings.id, meetingId));
}

/** What every read of a meeting shows; the meeting lists add their own columns to it. */
export const meetingColumns = {
  id: meetings.id,
  name: meetings.name,
  organizerId: meetings.organizerId,
  recorderId: meetings.recorderId,
  roomId: meetings.roomId,
  startsAt: meetings.startsAt,
  endsAt: meetings.endsAt,
  content: meetings.content,
  attachment: meetings.attachment,
  minutes: meetings.minutes,
  minutesAt: meetings.minutesAt,
  cancelled: meetings.cancelled,
};

/** The meeting with the people its rights depend on; `lock` holds the row until the transaction ends. */
async function meetingWithPeople(db: Reader, meetingId: number, lock: boolean) {
  const query = db.select(meetingColumns).from(meetings).where(eq(meetings.id, meetingId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return undefined;
  const [attendeeEmails, actionOwnerIds] = await Promise.all([
    attendeeEmailsOf(db, meetingId),
    actionOwnerIdsOf(db, meetingId),
  ]);
  return { ...row, attendeeEmails, actionOwnerIds };
}
export type MeetingWithPeople = NonNullable<Awaited<ReturnType<typeof meetingWithPeople>>>;

export const findMeeting = (db: Database, meetingId: number) => meetingWithPeople(db, meetingId, false);
/** Two writers of one meeting (an update and a cancel) queue here instead of overwriting each other. */
export const lockMeeting = (tx: Transaction, meetingId: number) => meetingWithPeople(tx, meetingId, true);

export async function roomNameOf(db: Reader, roomId: number) {
  const [row] = await db.select({ name: rooms.name }).from(rooms).where(eq(rooms.id, roomId));
  return row?.name ?? '';
}

export interface MeetingChanges {
  name: string;
  roomId: number | null;
  span: TimeSpan;
  content: string;
  attachment: string;
}

export async function updateMeetingFields(tx: Transaction, meetingId: number, changes: MeetingChanges) {
  await tx
    .update(meetings)
    .set({
      name: changes.name,
      roomId: changes.roomId,
      startsAt: changes.span.start,
      endsAt: changes.span.end,
      content: changes.content,
      attachment: changes.attachment,
      calendarSequence: raisedSequence,
    })
    .where(eq(meetings.id, meetingId));
}
