import { and, eq, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Editorial rows are shown only when published and their publish time has come (content-schema.ts);
 * honors and comment threads apply the same test.
 */
export function isPublished(table: { status: PgColumn; publishedAt: PgColumn }, now: Date): SQL {
  return and(eq(table.status, 'published'), lte(table.publishedAt, now)) as SQL;
}
