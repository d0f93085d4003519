import type { AppContext } from '../../context.ts';
import type { SessionUser } from '../../http/session-user.ts';
import type { TimeSpan } from '../../lib/company-time.ts';
import { cancelBookingsDuring, findActiveBookingsDuring } from '../bookings/index.ts';
import { createClosedRoomCanceller } from '../meetings/index.ts';
import { insertMessages } from '../messages/index.ts';
import { languageOf, recipientsByEmails } from '../people/index.ts';

type Transaction = Parameters<typeof cancelBookingsDuring>[0];

export type BookingHit = Awaited<ReturnType<typeof findActiveBookingsDuring>>[number];

/** The bell message a cancelled booking's owner reads, in the owner's language. */
export type OwnerNotice = (language: ReturnType<typeof languageOf>) => { title: string; content: string };

/**
 * Cancels a room's active bookings overlapping `span` with their meetings, inside the caller's
 * transaction (which has queued behind the room's booking writers): everyone concerned with each
 * meeting is told as a cancelled meeting always is (bell, and mail when configured), and each
 * booking's owner also gets `notice`. Answers the bookings cancelled. Closing a room and retiring
 * one take this one path.
 */
export function createRoomBookingsCanceller(ctx: AppContext) {
  const cancelMeeting = createClosedRoomCanceller(ctx);
  return async (tx: Transaction, user: SessionUser, roomId: number, span: TimeSpan, notice: OwnerNotice) => {
    const hits = await findActiveBookingsDuring(tx, roomId, span);
    await cancelBookingsDuring(tx, roomId, span, { userId: user.id, at: ctx.clock.now() });
    for (const hit of hits) {
      if (hit.meetingId !== null) await cancelMeeting(tx, hit.meetingId, hit.ownerEmail);
    }
    const owners = await recipientsByEmails(tx, [...new Set(hits.map((hit) => hit.ownerEmail))]);
    await insertMessages(
      tx,
      owners.map((owner) => ({
        userId: owner.id,
        ...notice(languageOf(owner)),
        linkUrl: '/#/meeting/myOrders',
      })),
    );
    return hits;
  };
}
