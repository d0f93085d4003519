import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { users } from '../people/schema.ts';

/**
 * A write a user made with an Idempotency-Key, kept 24 hours so a retry gets the first answer
 * again instead of writing twice. `answer` is null while the first request is still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** What the first request asked (route, query and body, hashed): the same key must ask the same. */
    fingerprint: text('fingerprint').notNull(),
    answer: jsonb('answer').$type<{ data: unknown }>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);
