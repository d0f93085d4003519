import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { users } from '../people/schema.ts';

/**
 * One employee's goals (OTKR) for a half year. The objectives with their key results and tasks are
 * one JSON document: a sheet is always saved, approved and downloaded whole, never queried by its
 * parts, and the contract checks its shape and weights before it is written.
 */
export const goalSheets = pgTable(
  'goal_sheets',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    status: text('status').notNull().default('draft'),
    revision: integer('revision').notNull().default(1),
    objectives: jsonb('objectives').notNull(),
    returnComment: text('return_comment'),
    submittedAt: timestamptz('submitted_at'),
    decidedAt: timestamptz('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('goal_sheets_owner_period').on(table.ownerId, table.period),
    check('goal_sheets_period', sql`${table.period} ~ '^20[0-9]{2}-H[12]$'`),
    check('goal_sheets_status', sql`${table.status} in ('draft', 'submitted', 'approved', 'returned')`),
    check('goal_sheets_revision', sql`${table.revision} >= 1`),
    check('goal_sheets_objectives', sql`jsonb_typeof(${table.objectives}) = 'array'`),
    check('goal_sheets_submitted', sql`(${table.status} = 'draft') = (${table.submittedAt} is null)`),
    check(
      'goal_sheets_decided',
      sql`(${table.status} in ('approved', 'returned')) = (${table.decidedAt} is not null and ${table.decidedBy} is not null)`,
    ),
    check('goal_sheets_returned', sql`(${table.status} = 'returned') = (${table.returnComment} is not null)`),
    index('goal_sheets_period_status_idx').on(table.period, table.status),
  ],
);
