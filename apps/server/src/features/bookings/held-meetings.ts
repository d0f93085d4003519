import type { AppContext } from '../../context.ts';
import type { lockBooking } from './repository.ts';

type Transaction = Parameters<typeof lockBooking>[0];

/** Cancels the meeting a cancelled booking holds, inside the cancel's transaction. */
export type CancelHeldMeeting = (tx: Transaction, meetingId: number) => Promise<void>;

const cancellersByServer = new WeakMap<AppContext, CancelHeldMeeting>();

/**
 * The meetings feature owns the meeting row a booking may hold and says, as the server is built,
 * how to cancel it: meetings book their rooms through bookings, so bookings never import meetings.
 */
export function cancelHeldMeetingsWith(ctx: AppContext, cancel: CancelHeldMeeting) {
  if (cancellersByServer.has(ctx)) throw new Error('Held meetings already have a canceller');
  cancellersByServer.set(ctx, cancel);
}

/** Asked at cancel time, so the order in which features register does not matter. */
export function cancelHeldMeeting(ctx: AppContext, tx: Transaction, meetingId: number) {
  const cancel = cancellersByServer.get(ctx);
  if (!cancel) throw new Error('No feature cancels the meeting a booking holds');
  return cancel(tx, meetingId);
}
