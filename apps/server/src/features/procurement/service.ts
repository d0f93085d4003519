import { DATE_FORMAT, type ProcurementBatch, type ProcurementDisclosure } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import type { CompanyClock } from '../../lib/company-time.ts';
import { findBatches, findBatchesOfMonth } from './repository.ts';

export interface ProcurementDeps {
  db: Database;
  clock: CompanyClock;
}

/** SPEC §7 getProcurementList: the published batches (batch_id, name, batchMonth), newest first. */
export async function procurementList({ db, clock }: ProcurementDeps): Promise<ProcurementBatch[]> {
  const rows = await findBatches(db, clock.now());
  return rows.map((row) => ({ batch_id: row.batchId, name: row.name, batchMonth: row.batchMonth }));
}

/**
 * /publicShow?month: the month's batches with their disclosure. The content was sanitized when it
 * was saved (lib/sanitize-html.ts), so it goes out as stored.
 */
export async function procurementOfMonth(
  { db, clock }: ProcurementDeps,
  month: string,
): Promise<ProcurementDisclosure[]> {
  const rows = await findBatchesOfMonth(db, clock.now(), month);
  return rows.map((row) => ({
    batch_id: row.batchId,
    name: row.name,
    batchMonth: row.batchMonth,
    content: row.content,
    publishTime: clock.format(row.publishedAt, DATE_FORMAT),
  }));
}
