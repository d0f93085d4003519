import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

/** Cms/news/detail: a rule doc or a notice with its sanitized content and attachments. */
export function useDocumentDetail(id: number | null) {
  return useQuery({
    queryKey: ['newsDetail', id],
    queryFn: () => callApi('newsDetail', { query: { id: id as number } }),
    enabled: id !== null,
  });
}
