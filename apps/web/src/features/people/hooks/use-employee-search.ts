import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_LIMIT = 20;

/** Employees matching what is typed (name or email), asked for once typing pauses. */
export function useEmployeeSearch(typed: string) {
  const keyword = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery({
    queryKey: ['peopleSearch', keyword, SEARCH_LIMIT],
    queryFn: () => callApi('peopleSearch', { query: { keyword, limit: SEARCH_LIMIT } }),
    enabled: keyword !== '',
    staleTime: 60_000,
  });
  const settled = keyword === typed.trim();
  return {
    employees: keyword && settled ? (search.data ?? []) : [],
    searching: typed.trim() !== '' && (!settled || search.isFetching),
  };
}
