import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { editorialChecks, editorialColumns } from '../../db/editorial.ts';
import { users } from '../people/schema.ts';

export const awards = pgTable('awards', {
  id: serial('id').primaryKey(),
  award: text('award').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** An honor item: a winner (or a team: names comma-separated) of an award in a month. */
export const honors = pgTable(
  'honors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    awardId: integer('award_id')
      .notNull()
      .references(() => awards.id),
    companyName: text('company_name').notNull().default(''),
    department: text('department').notNull().default(''),
    prize: text('prize').notNull().default(''),
    /** yyyy-MM */
    month: text('month').notNull(),
    title: text('title').notNull().default(''),
    /** Sanitized HTML. */
    article: text('article').notNull().default(''),
    ...editorialColumns(() => users.id),
  },
  (table) => [index('honors_month_idx').on(table.month, table.awardId), ...editorialChecks('honors', table)],
);
