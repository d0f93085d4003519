import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';

/**
 * Work done after a commit (email invitations): written in the transaction of the change it comes
 * from, taken by a worker when due. `runAt` is the due time while pending and the end of the
 * worker's lease while running.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamptz('run_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
  },
  (table) => [
    index('jobs_due_idx').on(table.runAt).where(sql`${table.status} in ('pending', 'running')`),
    check('jobs_status', sql`${table.status} in ('pending', 'running', 'done', 'failed')`),
  ],
);
