import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { users } from '../people/schema.ts';

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
