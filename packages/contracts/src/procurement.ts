import { z } from 'zod';
import { define } from './route-definition.ts';

/** A month as the disclosure page's query carries it: `YYYY-MM`. */
export const monthString = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'procurement.monthFormat' });

/** A procurement batch (its field names as the API sends them, batch_id included). */
export const procurementBatch = z.object({ batch_id: z.number(), name: z.string(), batchMonth: z.string() });
export type ProcurementBatch = z.infer<typeof procurementBatch>;

/** A batch as /publicShow shows it: its sanitized HTML disclosure and when it went out. */
export const procurementDisclosure = procurementBatch.extend({
  content: z.string(),
  publishTime: z.string(),
});
export type ProcurementDisclosure = z.infer<typeof procurementDisclosure>;

export const procurementMonthQuery = z.object({ month: monthString });

/** Why a procurement call was refused. */
export const PROCUREMENT_ERROR_KEYS = ['procurement.monthFormat'] as const;

export const procurementRoutes = {
  procurementList: define({
    method: 'GET',
    path: '/procurement/getProcurementList',
    answer: z.array(procurementBatch),
  }),
  procurementDetailList: define({
    method: 'GET',
    path: '/procurement/getProcurementDetailList',
    query: procurementMonthQuery,
    answer: z.array(procurementDisclosure),
  }),
} as const;
