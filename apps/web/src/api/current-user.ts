import { useQuery } from '@tanstack/react-query';
import { callApi } from './client.ts';

/** The signed-in employee; every page needs it, so it is fetched once and kept. */
export function useCurrentUser() {
  return useQuery({
    queryKey: ['currentUser'],
    queryFn: () => callApi('getCurrentUser'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
