import type { ApartmentFilter } from '@portal/contracts';

/** The four filters of the apartment page; '' means any. */
export const APARTMENT_FILTER_FIELDS = ['base', 'apartmentType', 'leaseType', 'houseType'] as const;
export type ApartmentFilterField = (typeof APARTMENT_FILTER_FIELDS)[number];
export type ApartmentListFilter = Record<ApartmentFilterField, string>;

export const EMPTY_APARTMENT_FILTER: ApartmentListFilter = {
  base: '',
  apartmentType: '',
  leaseType: '',
  houseType: '',
};

/** Filter values are short names; anything longer is not one of them. */
const MAX_VALUE_LENGTH = 100;

/** The filter kept in the page's query, so a reload or a shared link shows the same listings. */
export function readApartmentFilter(params: URLSearchParams): ApartmentListFilter {
  const filter = { ...EMPTY_APARTMENT_FILTER };
  for (const field of APARTMENT_FILTER_FIELDS) {
    const value = (params.get(field) ?? '').trim();
    filter[field] = value.length <= MAX_VALUE_LENGTH ? value : '';
  }
  return filter;
}

/** The page of the listings kept in the query (`page`, from 1; anything else is the first). */
export function readPageNo(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** Only the filters that are set go into the query. */
export function apartmentFilterParams(filter: ApartmentListFilter): Record<string, string> {
  return Object.fromEntries(
    APARTMENT_FILTER_FIELDS.filter((field) => filter[field]).map((field) => [field, filter[field]]),
  );
}

/** POST /apartment/list/effective's body: a cleared filter goes as null (any). */
export function apartmentListRequest(filter: ApartmentListFilter): ApartmentFilter {
  return Object.fromEntries(APARTMENT_FILTER_FIELDS.map((field) => [field, filter[field] || null]));
}
