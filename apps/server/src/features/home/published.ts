import { and, eq, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

interface EditorialColumns {
  status: PgColumn;
  publishedAt: PgColumn;
}

/** Only published rows whose publish time has come are shown (docs/home.md). */
export const isPublishedBy = (table: EditorialColumns, now: Date): SQL =>
  and(eq(table.status, 'published'), lte(table.publishedAt, now)) as SQL;
