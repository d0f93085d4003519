import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { bookings, files, meetingAttendees, meetings, roomClosures, rooms, users } from '../../db/schema.ts';
import type { TimeSpan } from '../../lib/company-time.ts';

export async function roomExists(db: Database, roomId: number): Promise<boolean> {
  const [room] = await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, roomId)).limit(1);
  return room !== undefined;
}

export async function isRoomClosedDuring(db: Database, roomId: number, span: TimeSpan): Promise<boolean> {
  const [closure] = await db
    .select({ id: roomClosures.id })
    .from(roomClosures)
    .where(
      and(
        eq(roomClosures.roomId, roomId),
        lt(roomClosures.startsAt, span.end),
        gt(roomClosures.endsAt, span.start),
      ),
    )
    .limit(1);
  return closure !== undefined;
}

/** The subset of these (lower-case) emails that belong to employees. */
export async function findEmployeeEmails(db: Database, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  return new Set(rows.map((row) => row.email.toLowerCase()));
}

/** The subset of these ossKeys that the user uploaded. */
export async function findFilesUploadedBy(
  db: Database,
  ossKeys: string[],
  userId: number,
): Promise<Set<string>> {
  if (ossKeys.length === 0) return new Set();
  const rows = await db
    .select({ ossKey: files.ossKey })
    .from(files)
    .where(and(inArray(files.ossKey, ossKeys), eq(files.uploadedBy, userId)));
  return new Set(rows.map((row) => row.ossKey));
}

export interface NewMeeting {
  name: string;
  organizerId: number;
  roomId: number;
  span: TimeSpan;
  content: string;
  attachment: string;
  attendees: string[];
}

/** First key of the advisory locks that queue the booking writers of one room (second key: the room). */
const ROOM_BOOKING_LOCK = 73_001;

/**
 * Writes the meeting, its attendees and its booking in the caller's transaction: if the booking is
 * refused (the exclusion constraint `bookings_no_overlap`), the transaction fails and nothing of the
 * meeting remains.
 */
export async function insertMeetingWithBooking(tx: Transaction, meeting: NewMeeting) {
  // Two transactions inserting overlapping bookings each wait for the other inside the exclusion
  // check, a deadlock PostgreSQL breaks only after deadlock_timeout (1 s, then 40P01). Writers of
  // one room therefore queue on a lock held until commit; the constraint still decides who wins.
  await tx.execute(sql`select pg_advisory_xact_lock(${ROOM_BOOKING_LOCK}::int, ${meeting.roomId}::int)`);
  const when = { startsAt: meeting.span.start, endsAt: meeting.span.end };
  const [created] = await tx
    .insert(meetings)
    .values({
      name: meeting.name,
      organizerId: meeting.organizerId,
      roomId: meeting.roomId,
      content: meeting.content,
      attachment: meeting.attachment,
      ...when,
    })
    .returning({ id: meetings.id });
  if (!created) throw new Error('The meeting insert returned no row');
  if (meeting.attendees.length > 0) {
    await tx
      .insert(meetingAttendees)
      .values(meeting.attendees.map((email) => ({ meetingId: created.id, email })));
  }
  const [booking] = await tx
    .insert(bookings)
    .values({ roomId: meeting.roomId, userId: meeting.organizerId, meetingId: created.id, ...when })
    .returning({ id: bookings.id });
  if (!booking) throw new Error('The booking insert returned no row');
  return { id: created.id, bookingId: booking.id };
}
