import { and, asc, eq, gt, gte, lt, not, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import type { TimeSpan } from '../../lib/company-time.ts';
import { meetings } from '../meetings/schema.ts';
import { users } from '../people/schema.ts';
import { rooms } from '../rooms/schema.ts';
import { bookings } from './schema.ts';

/** One user's active bookings starting at or after `since`, with room and meeting names. */
export function findActiveBookingsOfUser(db: Database, userId: number, since: Date) {
  return db
    .select({
      id: bookings.id,
      roomName: rooms.name,
      meetingName: meetings.name,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
    })
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .leftJoin(meetings, eq(meetings.id, bookings.meetingId))
    .where(and(eq(bookings.userId, userId), not(bookings.cancelled), gte(bookings.startsAt, since)))
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
}

/** Reads a booking and locks its row until the transaction ends, so two cancels cannot both pass. */
export async function lockBooking(tx: Transaction, bookingId: number) {
  const [booking] = await tx
    .select({
      id: bookings.id,
      userId: bookings.userId,
      meetingId: bookings.meetingId,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      cancelled: bookings.cancelled,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  return booking;
}

export async function markBookingCancelled(
  tx: Transaction,
  bookingId: number,
  by: { userId: number; at: Date },
) {
  await tx
    .update(bookings)
    .set({ cancelled: true, cancelledAt: by.at, cancelledBy: by.userId })
    .where(eq(bookings.id, bookingId));
}

/**
 * Frees whatever room a meeting holds (its active booking), recording who and when; answers the
 * bookings freed. Used when the meeting is cancelled, moved or released from its room.
 */
export function cancelBookingsOfMeeting(
  tx: Transaction,
  meetingId: number,
  by: { userId: number; at: Date },
) {
  return tx
    .update(bookings)
    .set({ cancelled: true, cancelledAt: by.at, cancelledBy: by.userId })
    .where(and(eq(bookings.meetingId, meetingId), not(bookings.cancelled)))
    .returning({ id: bookings.id, roomId: bookings.roomId });
}

/** First key of the advisory locks that queue the booking writers of one room (second key: the room). */
const ROOM_BOOKING_LOCK = 73_001;

/**
 * Queues this transaction behind other booking writers of the room until it commits. Two
 * transactions inserting overlapping bookings would each wait for the other inside the exclusion
 * check, a deadlock PostgreSQL breaks only after deadlock_timeout (1 s, then 40P01); the exclusion
 * constraint still decides who wins.
 */
export async function queueRoomBookingWriters(tx: Transaction, roomId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${ROOM_BOOKING_LOCK}::int, ${roomId}::int)`);
}

/**
 * Holds the room for the span. The exclusion constraint `bookings_no_overlap` refuses an overlap
 * with an active booking (SQLSTATE 23P01, see exclusion-violation.ts), failing the transaction.
 */
export async function insertBooking(
  tx: Transaction,
  booking: { roomId: number; userId: number; meetingId: number | null; span: TimeSpan },
) {
  const [created] = await tx
    .insert(bookings)
    .values({
      roomId: booking.roomId,
      userId: booking.userId,
      meetingId: booking.meetingId,
      startsAt: booking.span.start,
      endsAt: booking.span.end,
    })
    .returning({ id: bookings.id });
  if (!created) throw new Error('The booking insert returned no row');
  return created;
}

/** A room's active bookings that overlap a span. */
const activeInRoomDuring = (roomId: number, span: TimeSpan) =>
  and(
    eq(bookings.roomId, roomId),
    not(bookings.cancelled),
    lt(bookings.startsAt, span.end),
    gt(bookings.endsAt, span.start),
  );

/** The active bookings of a room that overlap a span, with their meeting and booker, in time order. */
export function findActiveBookingsDuring(db: Database | Transaction, roomId: number, span: TimeSpan) {
  return db
    .select({
      id: bookings.id,
      meetingId: bookings.meetingId,
      meetingName: meetings.name,
      ownerName: users.name,
      ownerEmail: users.email,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(meetings, eq(meetings.id, bookings.meetingId))
    .where(activeInRoomDuring(roomId, span))
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
}

/** Cancels the active bookings of a room that overlap a span, recording who and when; answers their ids. */
export async function cancelBookingsDuring(
  tx: Transaction,
  roomId: number,
  span: TimeSpan,
  by: { userId: number; at: Date },
) {
  const rows = await tx
    .update(bookings)
    .set({ cancelled: true, cancelledAt: by.at, cancelledBy: by.userId })
    .where(activeInRoomDuring(roomId, span))
    .returning({ id: bookings.id });
  return rows.map((row) => row.id);
}
