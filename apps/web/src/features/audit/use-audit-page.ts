import { callApi } from '../../api/client.ts';
import { useListQuery } from '../../components/list-page/use-list.ts';
import { type AuditFilter, auditFilterQuery } from './model/audit-filter.ts';

export const AUDIT_PAGE_SIZE = 20;

/** One page of the trail for the filter, newest first; while another page loads the last one stays. */
export function useAuditPage(filter: AuditFilter, pageNo: number) {
  const query = { ...auditFilterQuery(filter), pageNo: String(pageNo), pageSize: String(AUDIT_PAGE_SIZE) };
  return useListQuery(['auditList', query], () => callApi('auditList', { query }));
}
