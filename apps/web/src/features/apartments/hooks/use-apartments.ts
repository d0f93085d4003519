import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { APARTMENT_PAGE_SIZE } from '../../../api/contract-values.ts';
import { useListQuery, useListReload } from '../../../components/list-page/use-list.ts';
import { type ApartmentListFilter, apartmentListRequest } from '../model/apartment-filter.ts';

const apartmentKeys = {
  all: ['apartments'],
  options: ['apartments', 'options'],
  list: (filter: ApartmentListFilter, pageNo: number) => ['apartments', 'list', filter, pageNo],
} as const;

/** One page of the listings the filter matches (APARTMENT_PAGE_SIZE each), with their total. */
export const useApartmentList = (filter: ApartmentListFilter, pageNo: number) =>
  useListQuery(apartmentKeys.list(filter, pageNo), () =>
    callApi('apartmentListPage', {
      body: { ...apartmentListRequest(filter), pageNo, pageSize: APARTMENT_PAGE_SIZE },
    }),
  );

export function useApartmentOptions() {
  return useQuery({ queryKey: apartmentKeys.options, queryFn: () => callApi('apartmentOptions') });
}

/** After an import: the listings and the filters' values are all new. */
export const useReloadApartments = () => useListReload(apartmentKeys.all);
