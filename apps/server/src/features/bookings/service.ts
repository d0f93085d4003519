import { MY_BOOKINGS_LOOKBACK_DAYS, type MyBookingItem } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { addDays } from '../../lib/company-time.ts';
import { isCallerEmail } from '../../lib/own-email.ts';
import { cancelHeldMeeting } from './held-meetings.ts';
import { canCancelBooking } from './policy.ts';
import { findActiveBookingsOfUser, lockBooking, markBookingCancelled } from './repository.ts';

export function createBookingsService(ctx: AppContext) {
  const { db, clock, changes } = ctx;
  return {
    /**
     * The caller's active bookings from the start of the company day seven days ago on, future
     * ones included. Cancelled ones are hidden.
     */
    async listMine(user: SessionUser, email: string | undefined): Promise<MyBookingItem[]> {
      if (!isCallerEmail(user, email)) throw forbidden('booking.otherEmail');
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
    },

    /**
     * The booker (or an admin) cancels an active booking that has not ended yet; its meeting is
     * cancelled in the same transaction.
     */
    async cancel(user: SessionUser, bookingId: number): Promise<void> {
      // The database announces the cancel to every server's room list once it commits; this
      // server has heard it before the caller is answered, so their next list shows the slot free.
      await changes.transaction(db, async (tx) => {
        const booking = await lockBooking(tx, bookingId);
        if (!booking) throw notFound('booking.notFound');
        if (!canCancelBooking(user, booking)) throw forbidden('booking.notYours');
        if (booking.cancelled) throw conflict('booking.alreadyCancelled');
        const now = clock.now();
        if (booking.endsAt <= now) throw badRequest('booking.ended');
        await markBookingCancelled(tx, booking.id, { userId: user.id, at: now });
        if (booking.meetingId !== null) await cancelHeldMeeting(ctx, tx, booking.meetingId);
      });
    },
  };
}
