import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { employeesByIds } from '../people/index.ts';
import { calendarFeeds } from './schema.ts';

/** The person a feed token opens, found by the token's hash. */
export async function feedOwnerByHash(db: Database, tokenHash: string) {
  const [feed] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  if (!feed) return undefined;
  const [owner] = await employeesByIds(db, [feed.userId]);
  return owner;
}

export async function findFeed(db: Database, userId: number) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row;
}

/** Gives the person a feed unless they have one; answers whether this call made it. */
export async function insertFeedIfNone(db: Database, userId: number, tokenHash: string) {
  const created = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash })
    .onConflictDoNothing({ target: calendarFeeds.userId })
    .returning({ createdAt: calendarFeeds.createdAt });
  return created[0];
}

/** A new token for the person's feed; the old one stops working at once. */
export async function replaceFeedToken(db: Database, userId: number, tokenHash: string) {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: new Date() } })
    .returning({ createdAt: calendarFeeds.createdAt });
  if (!row) throw new Error('The feed upsert returned no row');
  return row;
}

export async function deleteFeed(db: Database, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}
