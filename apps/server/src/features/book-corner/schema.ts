import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { files } from '../files/schema.ts';

/** A book of the book corner, recommended by an employee. */
export const books = pgTable(
  'books',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    author: text('author').notNull().default(''),
    coverKey: text('cover_key').references(() => files.ossKey),
    recommenderEmail: text('recommender_email').notNull(),
    recommend: text('recommend').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('books_order_idx').on(table.sortOrder, table.id)],
);
