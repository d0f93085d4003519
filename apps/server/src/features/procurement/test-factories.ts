import type { Database } from '../../db/client.ts';
import { procurementBatches } from './schema.ts';

export async function createProcurementBatch(
  db: Database,
  values: Pick<typeof procurementBatches.$inferInsert, 'batchMonth'> &
    Partial<typeof procurementBatches.$inferInsert>,
) {
  const [row] = await db
    .insert(procurementBatches)
    .values({ name: `${values.batchMonth} 采购结果公示`, content: '<p>公示内容</p>', ...values })
    .returning();
  return row as typeof procurementBatches.$inferSelect;
}
