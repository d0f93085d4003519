import { and, asc, eq, gte, not } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { bookings, meetings, rooms } from '../../db/schema.ts';

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

/** Cancels the booking and the meeting it was made for. */
export async function markCancelled(
  tx: Transaction,
  booking: { id: number; meetingId: number | null },
  by: { userId: number; at: Date },
) {
  await tx
    .update(bookings)
    .set({ cancelled: true, cancelledAt: by.at, cancelledBy: by.userId })
    .where(eq(bookings.id, booking.id));
  if (booking.meetingId !== null) {
    await tx.update(meetings).set({ cancelled: true }).where(eq(meetings.id, booking.meetingId));
  }
}
