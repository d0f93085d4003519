import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callApi } from '../../../api/client.ts';
import { BOOK_PAGE_SIZE } from '../../../api/contract-values.ts';
import { recommenderEmails, withRecommenders } from '../model/recommenders.ts';

/**
 * The corner's books (one page of 1000), each with its recommender's name and department from the
 * HR look-up. The books show at once; the names follow, and stay blank if the look-up fails.
 */
export function useRecommendedBooks() {
  const books = useQuery({
    queryKey: ['bookCorner', 'books'],
    queryFn: () => callApi('bookCornerBooks', { query: { pageNum: 1, pageSize: BOOK_PAGE_SIZE } }),
  });
  const list = books.data?.list;
  const emails = useMemo(() => recommenderEmails(list ?? []), [list]);
  const recommenders = useQuery({
    queryKey: ['bookCorner', 'recommenders', emails],
    queryFn: () => callApi('peopleHrmByEmails', { body: emails }),
    enabled: emails.length > 0,
    staleTime: 5 * 60_000,
  });
  const rows = useMemo(
    () => withRecommenders(list ?? [], recommenders.data ?? []),
    [list, recommenders.data],
  );
  return { books: rows, total: books.data?.total ?? 0, loading: books.isLoading, loaded: books.isSuccess };
}
