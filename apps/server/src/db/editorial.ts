import { and, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, check, integer, type PgColumn, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * What every piece of editable content carries, so the console can give each the same life: who
 * wrote it, whether it is out, when it was (or will be) published, when it comes down again, and
 * when it was put in the recycle bin. `author` is the users' id column the author points at (the
 * people feature's table: the database layer names no feature).
 */
export const editorialColumns = (author: () => AnyPgColumn) => ({
  status: text('status').notNull().default('published'),
  authorId: integer('author_id').references(author),
  publishedAt: timestamptz('published_at').notNull().defaultNow(),
  /** Published rows come down at this time (null: they stay up). */
  expiresAt: timestamptz('expires_at'),
  /** Deleted softly: hidden everywhere but the console's recycle bin, from which it is restored. */
  deletedAt: timestamptz('deleted_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** The columns every editorial table has (editorialColumns) that decide whether a row is shown. */
export interface EditorialColumns {
  status: PgColumn;
  publishedAt: PgColumn;
  expiresAt: PgColumn;
  deletedAt: PgColumn;
}

/**
 * An editorial row is a draft or published, nothing else (checked as `<name>_status`), and comes
 * down only after it went up (`<name>_expiry`).
 */
export const editorialChecks = (name: string, table: EditorialColumns) => [
  check(`${name}_status`, sql`${table.status} in ('draft', 'published')`),
  check(`${name}_expiry`, sql`${table.expiresAt} is null or ${table.expiresAt} > ${table.publishedAt}`),
];

/**
 * The one "shown now" rule: an editorial row is shown only when it is published, its publish time
 * has come, its expiry has not, and it is not in the recycle bin. Every repository reading
 * editorial rows for the pages filters with this, so it holds at every instant whether or not the
 * job that announces a due time has run yet.
 */
export const isPublishedAndDue = (table: EditorialColumns, now: Date): SQL =>
  and(
    eq(table.status, 'published'),
    lte(table.publishedAt, now),
    or(isNull(table.expiresAt), gt(table.expiresAt, now)),
    isNull(table.deletedAt),
  ) as SQL;
