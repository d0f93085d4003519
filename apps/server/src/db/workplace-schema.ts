import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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

/** An employee's own project, visible and changeable by that employee only. */
export const personalProjects = pgTable(
  'personal_projects',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role').notNull().default(''),
    status: text('status').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    progress: smallint('progress').notNull().default(0),
    description: text('description').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('personal_projects_owner_idx').on(table.ownerId, table.startDate),
    check('personal_projects_status', sql`${table.status} in ('planning', 'active', 'paused', 'done')`),
    check('personal_projects_progress', sql`${table.progress} between 0 and 100`),
    check('personal_projects_dates', sql`${table.endDate} is null or ${table.endDate} >= ${table.startDate}`),
    check('personal_projects_name', sql`char_length(${table.name}) between 1 and 100`),
  ],
);

/** The company's shared assets, kept at an office (a city and building of the room list). */
export const publicAssets = pgTable(
  'public_assets',
  {
    id: serial('id').primaryKey(),
    assetNo: text('asset_no').notNull().unique(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    city: text('city').notNull(),
    building: text('building').notNull(),
    custodianId: integer('custodian_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    purchaseDate: date('purchase_date', { mode: 'string' }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'public_assets_category',
      sql`${table.category} in ('computer', 'display', 'network', 'av', 'furniture', 'vehicle', 'other')`,
    ),
    check('public_assets_status', sql`${table.status} in ('inUse', 'idle', 'repair', 'scrapped')`),
  ],
);
