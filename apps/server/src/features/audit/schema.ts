import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';

/**
 * One write made in the administration console (docs/console.md). Append-only: migration 0017's
 * triggers refuse UPDATE, DELETE and TRUNCATE. The actor is copied, not referenced.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamptz('at').notNull().defaultNow(),
    actorId: integer('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    module: text('module').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    subjectLabel: text('subject_label').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('audit_events_at_idx').on(table.at),
    index('audit_events_module_idx').on(table.module, table.at),
    check(
      'audit_events_module',
      sql`${table.module} IN ('rights', 'holidays', 'software', 'assets', 'apartments', 'rotation', 'news', 'rules', 'honor', 'home', 'activities', 'services', 'procurement', 'feedback', 'rooms', 'messages')`,
    ),
    check(
      'audit_events_action',
      sql`${table.action} IN ('create', 'update', 'remove', 'restore', 'publish', 'unpublish', 'grant', 'revoke', 'send')`,
    ),
    check(
      'audit_events_subject',
      sql`char_length(${table.subjectType}) BETWEEN 1 AND 50 AND char_length(${table.subjectId}) BETWEEN 1 AND 200 AND char_length(${table.subjectLabel}) <= 500`,
    ),
  ],
);
