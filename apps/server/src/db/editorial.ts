import { and, eq, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The columns every editorial table has (content-schema.ts): a status and a publish time. */
export interface EditorialColumns {
  status: PgColumn;
  publishedAt: PgColumn;
}

/**
 * The one "published and due" rule: an editorial row is shown only when it is published and its
 * publish time has come. Every repository reading editorial rows filters with this.
 */
export const isPublishedAndDue = (table: EditorialColumns, now: Date): SQL =>
  and(eq(table.status, 'published'), lte(table.publishedAt, now)) as SQL;
