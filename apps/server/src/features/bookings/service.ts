import { MY_BOOKINGS_LOOKBACK_DAYS, type MyBookingItem } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { addDays, type CompanyClock } from '../../lib/company-time.ts';
import type { SessionUser } from '../auth/session.ts';
import { publishBookingChanged } from '../rooms/room-changes.ts';
import { findActiveBookingsOfUser, lockBooking, markCancelled } from './repository.ts';

/**
 * SPEC §7 GET /meeting/room/my/book/list: the caller's active bookings from the start of the
 * company day seven days ago on (SPEC §9), future ones included. Cancelled ones are hidden (SPEC §4).
 */
export async function listMyBookings(
  db: Database,
  clock: CompanyClock,
  user: SessionUser,
  email: string | undefined,
): Promise<MyBookingItem[]> {
  // SPEC §6: employees see their own bookings "by email"; the email may only be the caller's.
  if (email && email.toLowerCase() !== user.email.toLowerCase()) throw forbidden('booking.otherEmail');
  const since = clock.day(addDays(clock.today(), -MY_BOOKINGS_LOOKBACK_DAYS)).start;
  const rows = await findActiveBookingsOfUser(db, user.id, since);
  return rows.map((row) => ({
    id: row.id,
    meetingRoomName: row.roomName,
    meetingName: row.meetingName ?? '',
    startTime: clock.format(row.startsAt),
    endTime: clock.format(row.endsAt),
    cancel: false,
  }));
}

const isAdmin = (user: SessionUser) => user.roles.includes('admin');

/**
 * SPEC §7 GET /meeting/room/cancel/my/book: the booker (or an admin) cancels an active booking
 * that has not ended yet; its meeting is cancelled in the same transaction.
 */
export async function cancelBooking(
  db: Database,
  changes: ChangeFeed,
  clock: CompanyClock,
  user: SessionUser,
  bookingId: number,
) {
  await changes.transaction(db, async (tx, publish) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) throw notFound('booking.notFound');
    if (booking.userId !== user.id && !isAdmin(user)) throw forbidden('booking.notYours');
    if (booking.cancelled) throw conflict('booking.alreadyCancelled');
    const now = clock.now();
    if (booking.endsAt <= now) throw badRequest('booking.ended');
    await markCancelled(tx, booking, { userId: user.id, at: now });
    // Every server's room list drops the freed day, once (and only if) the cancel commits.
    await publishBookingChanged(publish, clock, { start: booking.startsAt, end: booking.endsAt });
  });
}
