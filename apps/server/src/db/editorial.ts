import { and, eq, lte, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, check, integer, type PgColumn, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * What every piece of editable content carries, so an editor console can write it: who wrote it,
 * whether it is out, and when it was (or will be) published. `author` is the users' id column the
 * author points at (the people feature's table: the database layer names no feature).
 */
export const editorialColumns = (author: () => AnyPgColumn) => ({
  status: text('status').notNull().default('published'),
  authorId: integer('author_id').references(author),
  publishedAt: timestamptz('published_at').notNull().defaultNow(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** An editorial row is a draft or published, nothing else; the check is named `<name>_status`. */
export const editorialStatusCheck = (name: string, status: PgColumn) =>
  check(`${name}_status`, sql`${status} in ('draft', 'published')`);

/** The columns every editorial table has (editorialColumns): a status and a publish time. */
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
