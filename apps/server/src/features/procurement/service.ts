import { DATE_FORMAT, type ProcurementBatch, type ProcurementDisclosure } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { findBatches, findBatchesOfMonth } from './repository.ts';

export function createProcurementService({ db, clock }: AppContext) {
  return {
    /** The published batches (batch_id, name, batchMonth), newest first. */
    async list(): Promise<ProcurementBatch[]> {
      const rows = await findBatches(db, clock.now());
      return rows.map((row) => ({ batch_id: row.batchId, name: row.name, batchMonth: row.batchMonth }));
    },

    /**
     * The month's batches with their disclosure. The content was sanitized when it was saved
     * (lib/sanitize-html.ts), so it goes out as stored.
     */
    async ofMonth(month: string): Promise<ProcurementDisclosure[]> {
      const rows = await findBatchesOfMonth(db, clock.now(), month);
      return rows.map((row) => ({
        batch_id: row.batchId,
        name: row.name,
        batchMonth: row.batchMonth,
        content: row.content,
        publishTime: clock.format(row.publishedAt, DATE_FORMAT),
      }));
    },
  };
}
