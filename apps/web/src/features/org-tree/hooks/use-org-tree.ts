import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

/** The whole organisation tree; it changes with the directory, rarely within a visit. */
export function useOrgTree() {
  return useQuery({ queryKey: ['orgTree'], queryFn: () => callApi('orgTree'), staleTime: 5 * 60_000 });
}
