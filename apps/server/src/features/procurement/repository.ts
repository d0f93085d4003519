import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isPublishedAndDue } from '../../db/editorial.ts';
import { procurementBatches } from './schema.ts';

/** Decades of monthly disclosures; the list is a menu of months, never a full archive dump. */
const BATCH_LIST_LIMIT = 500;

/** Every published batch, newest month first (name and month only: the list is a menu). */
export const findBatches = (db: Database, now: Date) =>
  db
    .select({
      batchId: procurementBatches.batchId,
      name: procurementBatches.name,
      batchMonth: procurementBatches.batchMonth,
    })
    .from(procurementBatches)
    .where(isPublishedAndDue(procurementBatches, now))
    .orderBy(
      desc(procurementBatches.batchMonth),
      desc(procurementBatches.publishedAt),
      desc(procurementBatches.batchId),
    )
    .limit(BATCH_LIST_LIMIT);

/** The published batches of one month with their content, in the order they went out. */
export const findBatchesOfMonth = (db: Database, now: Date, month: string) =>
  db
    .select()
    .from(procurementBatches)
    .where(and(eq(procurementBatches.batchMonth, month), isPublishedAndDue(procurementBatches, now)))
    .orderBy(asc(procurementBatches.publishedAt), asc(procurementBatches.batchId));
