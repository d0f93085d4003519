import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { calendarFeeds, users } from '../../db/schema.ts';

/** The person a feed token opens, found by the token's hash. */
export async function feedOwnerByHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row;
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
