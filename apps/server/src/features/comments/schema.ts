import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { users } from '../people/schema.ts';

/** A comment thread: one per honor (type 1) or document (type 2). */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    resourceType: smallint('resource_type').notNull(),
    resourceId: integer('resource_id').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('posts_resource_unique').on(table.resourceType, table.resourceId),
    check('posts_resource_type', sql`${table.resourceType} in (1, 2, 3)`),
  ],
);

/** The thread a row belongs to: deleting the thread deletes the row. */
const threadOf = () =>
  integer('post_id')
    .notNull()
    .references(() => posts.id, { onDelete: 'cascade' });

/** The employee who wrote, liked or viewed. */
const personOf = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    postId: threadOf(),
    userId: personOf(),
    comment: text('comment').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('comments_post_idx').on(table.postId, table.createdAt),
    // Empty text is not submitted; at most 100 characters.
    check('comments_length', sql`char_length(${table.comment}) between 1 and 100`),
  ],
);

/** A table of at most one row per person per thread: its key keeps it so. */
const onePerPersonPerThread = (name: string) =>
  pgTable(
    name,
    {
      postId: threadOf(),
      userId: personOf(),
      createdAt: timestamptz('created_at').notNull().defaultNow(),
    },
    (table) => [primaryKey({ columns: [table.postId, table.userId] })],
  );

/** A like: one per person per thread. */
export const likes = onePerPersonPerThread('likes');

/** A view counts once per person per thread ("a view counted once per user per item"). */
export const views = onePerPersonPerThread('views');
