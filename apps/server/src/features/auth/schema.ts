import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { users } from '../people/schema.ts';

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a stolen database dump holds no usable session. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    /** The identity provider's ID token when the session started there: logout ends that one too. */
    idToken: text('id_token'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * Wrong-password counter per account and client address, shared by every server: it slows
 * guessing down without letting a stranger lock the owner out.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    email: text('email').notNull(),
    client: text('client').notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailedAt: timestamptz('last_failed_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'sign_in_failures_pk', columns: [table.email, table.client] })],
);

/** A sign-on under way at the identity provider; the browser holds only its id. */
export const signOnAttempts = pgTable('sign_on_attempts', {
  id: text('id').primaryKey(),
  state: text('state').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  callback: text('callback').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
