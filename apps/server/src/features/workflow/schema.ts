import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, unique } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { users } from '../people/schema.ts';

/**
 * A request filed in the workflow system (leave, expense claim, …). `currentStep` is the position
 * of the step awaiting its approver while the request is in approval, null once it is finished.
 */
export const workflowRequests = pgTable(
  'workflow_requests',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('pending'),
    currentStep: smallint('current_step'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('workflow_requests_requester_idx').on(table.requesterId, table.createdAt),
    check(
      'workflow_requests_type',
      sql`${table.type} in ('leave', 'expense', 'travel', 'purchase', 'seal', 'overtime')`,
    ),
    check(
      'workflow_requests_status',
      sql`${table.status} in ('pending', 'approved', 'rejected', 'withdrawn')`,
    ),
    check(
      'workflow_requests_current_step',
      sql`(${table.status} = 'pending') = (${table.currentStep} is not null)`,
    ),
  ],
);

/** The approval steps of a request, decided one after another in `position` order. */
export const workflowSteps = pgTable(
  'workflow_steps',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => workflowRequests.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    approverId: integer('approver_id')
      .notNull()
      .references(() => users.id),
    outcome: text('outcome'),
    comment: text('comment').notNull().default(''),
    decidedAt: timestamptz('decided_at'),
  },
  (table) => [
    unique('workflow_steps_request_position').on(table.requestId, table.position),
    index('workflow_steps_approver_idx').on(table.approverId),
    check(
      'workflow_steps_outcome',
      sql`${table.outcome} is null or ${table.outcome} in ('approved', 'rejected')`,
    ),
    check('workflow_steps_decided', sql`(${table.outcome} is null) = (${table.decidedAt} is null)`),
    check('workflow_steps_position', sql`${table.position} >= 1`),
  ],
);
