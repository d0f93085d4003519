import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { editorialChecks, editorialColumns } from '../../db/editorial.ts';
import { users } from '../people/schema.ts';

/** A procurement batch: a public procurement disclosure for a month. */
export const procurementBatches = pgTable(
  'procurement_batches',
  {
    batchId: serial('batch_id').primaryKey(),
    name: text('name').notNull(),
    /** yyyy-MM */
    batchMonth: text('batch_month').notNull(),
    /** Sanitized HTML. */
    content: text('content').notNull().default(''),
    ...editorialColumns(() => users.id),
  },
  (table) => [index('procurement_month_idx').on(table.batchMonth), ...editorialChecks('procurement', table)],
);
