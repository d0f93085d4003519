import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

/** GetProcurementList: the published batches (the home card and the month menu). */
export const useProcurementList = () =>
  useQuery({ queryKey: ['procurement', 'list'], queryFn: () => callApi('procurementList') });

/** One month's disclosures with their content. */
export const useProcurementMonth = (month: string | null) =>
  useQuery({
    queryKey: ['procurement', 'month', month],
    queryFn: () => callApi('procurementDetailList', { query: { month: month as string } }),
    enabled: month !== null,
  });
