import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { messages } from './schema.ts';

export type MessageRow = typeof messages.$inferSelect;

export interface MessagePageFilter {
  pageNo: number;
  pageSize: number;
  /** 0 unread, 1 read, undefined all. */
  readFlag?: 0 | 1 | undefined;
}

const readCondition = (readFlag: 0 | 1 | undefined): SQL | undefined => {
  if (readFlag === undefined) return undefined;
  return readFlag === 1 ? isNotNull(messages.readAt) : isNull(messages.readAt);
};

/** One page of one employee's messages, unread first, then newest first; and how many match. */
export async function findMessagePage(db: Database, userId: number, filter: MessagePageFilter) {
  const where = and(eq(messages.userId, userId), readCondition(filter.readFlag));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(sql`${messages.readAt} is null desc`, desc(messages.createdAt), desc(messages.id))
      .limit(filter.pageSize)
      .offset((filter.pageNo - 1) * filter.pageSize),
    db.select({ total: count() }).from(messages).where(where),
  ]);
  return { rows, totalCount: totals[0]?.total ?? 0 };
}

/** Marks the given messages read, only those of `userId` still unread; returns how many changed. */
export async function markMessagesRead(db: Database, userId: number, ids: number[], now: Date) {
  const updated = await db
    .update(messages)
    .set({ readAt: now })
    .where(and(eq(messages.userId, userId), inArray(messages.id, ids), isNull(messages.readAt)))
    .returning({ id: messages.id });
  return updated.length;
}

export interface NewMessage {
  userId: number;
  title: string;
  content: string;
  linkUrl: string;
}

/** Rows per INSERT: four parameters each, well under PostgreSQL's 65,535 per statement. */
const INSERT_BATCH = 2000;

/** Sends in-app messages, in the caller's transaction when one is given (they go out with the change). */
export async function insertMessages(db: Database | Transaction, rows: NewMessage[]) {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await db.insert(messages).values(rows.slice(start, start + INSERT_BATCH));
  }
}
