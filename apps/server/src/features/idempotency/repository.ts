import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { idempotencyKeys } from './schema.ts';

/** How long a key is remembered. */
const KEPT = sql`interval '24 hours'`;
const expired = sql`${idempotencyKeys.createdAt} < now() - ${KEPT}`;
const ofKey = (userId: number, key: string) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/** Takes the key for a new write; false when the user already holds it (running or done). */
export async function claimKey(db: Database, userId: number, key: string, fingerprint: string) {
  // A key past its 24 hours is free again even before the purge comes by.
  await db.delete(idempotencyKeys).where(and(ofKey(userId, key), expired));
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId, key, fingerprint })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

export async function findKey(db: Database, userId: number, key: string) {
  const [row] = await db
    .select({ fingerprint: idempotencyKeys.fingerprint, answer: idempotencyKeys.answer })
    .from(idempotencyKeys)
    .where(ofKey(userId, key));
  return row;
}

export async function storeAnswer(db: Database, userId: number, key: string, data: unknown) {
  await db.update(idempotencyKeys).set({ answer: { data } }).where(ofKey(userId, key));
}

/** A write that failed is not remembered: the same key may try again. */
export async function releaseKey(db: Database, userId: number, key: string) {
  await db.delete(idempotencyKeys).where(ofKey(userId, key));
}

export async function purgeExpiredKeys(db: Database, before = sql`now()`) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`${before} - ${KEPT}`));
}
