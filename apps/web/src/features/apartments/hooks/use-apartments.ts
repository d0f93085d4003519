import { useQuery, useQueryClient } from '@tanstack/react-query';

import { callApi } from '../../../api/client.ts';
import { APARTMENT_PAGE_SIZE } from '../../../api/contract-values.ts';
import { type ApartmentListFilter, apartmentListRequest } from '../model/apartment-filter.ts';

const apartmentKeys = {
  all: ['apartments'],
  options: ['apartments', 'options'],
  list: (filter: ApartmentListFilter, pageNo: number) => ['apartments', 'list', filter, pageNo],
} as const;

/** One page of the listings the filter matches (APARTMENT_PAGE_SIZE each), with their total. */
export function useApartmentList(filter: ApartmentListFilter, pageNo: number) {
  return useQuery({
    queryKey: apartmentKeys.list(filter, pageNo),
    queryFn: () =>
      callApi('apartmentListPage', {
        body: { ...apartmentListRequest(filter), pageNo, pageSize: APARTMENT_PAGE_SIZE },
      }),
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
