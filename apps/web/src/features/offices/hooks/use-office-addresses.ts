import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

/** Every office in the table's order; offices rarely move, so the list is kept for a while. */
export function useOfficeAddresses() {
  return useQuery({
    queryKey: ['offices'],
    queryFn: () => callApi('officeAddressList'),
    staleTime: 5 * 60_000,
  });
}
