import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { type ApartmentListFilter, apartmentListRequest } from '../model/apartment-filter.ts';

const apartmentKeys = {
  all: ['apartments'],
  auth: ['apartments', 'auth'],
  options: ['apartments', 'options'],
  list: (filter: ApartmentListFilter) => ['apartments', 'list', filter],
} as const;

/** Whether the caller may import; the server decides (false until it answers). */
export function useApartmentAuth(): boolean {
  const { data = false } = useQuery({
    queryKey: apartmentKeys.auth,
    queryFn: () => callApi('apartmentAuth'),
  });
  return data;
}

export function useApartmentList(filter: ApartmentListFilter) {
  return useQuery({
    queryKey: apartmentKeys.list(filter),
    queryFn: () => callApi('apartmentListEffective', { body: apartmentListRequest(filter) }),
    placeholderData: (previous) => previous,
  });
}

export function useApartmentOptions() {
  return useQuery({ queryKey: apartmentKeys.options, queryFn: () => callApi('apartmentOptions') });
}

/** After an import: the listings and the filters' values are all new. */
export function useReloadApartments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: apartmentKeys.all });
}
