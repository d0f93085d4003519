import { exists, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/** A red dot's table: one row per user, when they last cleared the dot. */
type RedDotReads = PgTable & { userId: PgColumn; clearedAt: PgColumn };

/** One kind of news: a query whose rows are the news (each compared with the time the dot was cleared). */
type News = Parameters<typeof exists>[0];

/**
 * The one "unseen since cleared" rule of every red dot: the dot shows when any kind of news has
 * something newer than the user's last clearing (all of it, when they never cleared). `news` builds
 * each kind's query from that time.
 */
export async function hasUnseenNews(
  db: Database,
  reads: RedDotReads,
  userId: number,
  news: (clearedAt: SQL) => News[],
): Promise<boolean> {
  const clearedAt = sql`coalesce((select ${reads.clearedAt} from ${reads} where ${reads.userId} = ${userId}), '-infinity'::timestamptz)`;
  const [row] = await db
    .select({ found: sql<boolean>`true` })
    .from(sql`(select 1) as one`)
    .where(or(...news(clearedAt).map((query) => exists(query))));
  return row?.found === true;
}

/** The user clears the dot: only news after `at` shows it again. */
export async function clearRedDot(db: Database, reads: RedDotReads, userId: number, at: Date) {
  await db
    .insert(reads)
    .values({ userId, clearedAt: at })
    .onConflictDoUpdate({ target: reads.userId, set: { clearedAt: at } });
}
