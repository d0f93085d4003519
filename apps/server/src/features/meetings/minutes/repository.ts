import { and, eq, isNull, lte, not } from 'drizzle-orm';
import type { Transaction } from '../../../db/client.ts';
import { meetings } from '../schema.ts';

/** Minutes `userId` owes: they record the meeting, it ended, nothing recorded, not cancelled. */
export const owesMinutes = (userId: number, now: Date) =>
  and(
    eq(meetings.recorderId, userId),
    not(meetings.cancelled),
    lte(meetings.endsAt, now),
    isNull(meetings.minutesAt),
  );

export async function setRecorder(tx: Transaction, meetingId: number, recorderId: number | null) {
  await tx.update(meetings).set({ recorderId }).where(eq(meetings.id, meetingId));
}

/** Empty minutes clear the time too: the meeting no longer reads as "minutes recorded". */
export async function setMinutes(tx: Transaction, meetingId: number, minutes: string, at: Date) {
  await tx
    .update(meetings)
    .set({ minutes, minutesAt: minutes === '' ? null : at })
    .where(eq(meetings.id, meetingId));
}
