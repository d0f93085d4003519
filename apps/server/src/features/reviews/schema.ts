import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { users } from '../people/schema.ts';

/**
 * A review report (复盘报告): a draft its author alone sees, then published for everyone.
 * `published_at` is set exactly when the status is published.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    project: text('project').notNull(),
    reviewDate: date('review_date', { mode: 'string' }).notNull(),
    goal: text('goal').notNull().default(''),
    result: text('result').notNull().default(''),
    wentWell: text('went_well').notNull().default(''),
    wentBadly: text('went_badly').notNull().default(''),
    rootCauses: text('root_causes').notNull().default(''),
    lessons: text('lessons').notNull().default(''),
    status: text('status').notNull().default('draft'),
    publishedAt: timestamptz('published_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('reviews_status', sql`${table.status} in ('draft', 'published')`),
    check('reviews_published_at', sql`(${table.status} = 'published') = (${table.publishedAt} is not null)`),
    check('reviews_title', sql`char_length(${table.title}) between 1 and 100`),
    check('reviews_project', sql`char_length(${table.project}) between 1 and 100`),
    check(
      'reviews_sections',
      sql`greatest(char_length(${table.goal}), char_length(${table.result}), char_length(${table.wentWell}), char_length(${table.wentBadly}), char_length(${table.rootCauses}), char_length(${table.lessons})) <= 2000`,
    ),
    index('reviews_published_idx').on(table.publishedAt).where(sql`${table.status} = 'published'`),
    index('reviews_author_idx').on(table.authorId, table.updatedAt),
  ],
);

/** The employees who took part in what a review looks back on. */
export const reviewParticipants = pgTable(
  'review_participants',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
  },
  (table) => [
    primaryKey({ columns: [table.reviewId, table.userId] }),
    index('review_participants_user_idx').on(table.userId),
  ],
);

/** A follow-up action of a review, in the author's order, owned by one employee. */
export const reviewActions = pgTable(
  'review_actions',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    content: text('content').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    dueDate: date('due_date', { mode: 'string' }),
  },
  (table) => [
    primaryKey({ columns: [table.reviewId, table.position] }),
    check('review_actions_content', sql`char_length(${table.content}) between 1 and 200`),
  ],
);

/** When each employee last cleared the reviews' red dot. */
export const reviewNoticeReads = pgTable('review_notice_reads', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  clearedAt: timestamptz('cleared_at').notNull(),
});
