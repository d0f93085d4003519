import { APARTMENT_BASES, APARTMENT_TYPES, type ApartmentOptions, LEASE_TYPES } from '@portal/contracts';

type FilterValues = { base: string; apartmentType: string; leaseType: string; houseType: string };

/** The distinct values, those of `known` first in its order, then the rest in Chinese collation. */
export function orderedValues(values: Iterable<string>, known: readonly string[] = []): string[] {
  const distinct = new Set(values);
  const rank = (value: string) => {
    const index = known.indexOf(value);
    return index === -1 ? known.length : index;
  };
  return [...distinct].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, 'zh-Hans-CN'));
}

/** The filters' choices from the distinct combinations present among the effective listings. */
export function filterOptions(rows: FilterValues[]): ApartmentOptions {
  return {
    bases: orderedValues(
      rows.map((row) => row.base),
      APARTMENT_BASES,
    ),
    apartmentTypes: orderedValues(
      rows.map((row) => row.apartmentType),
      APARTMENT_TYPES,
    ),
    leaseTypes: orderedValues(
      rows.map((row) => row.leaseType),
      LEASE_TYPES,
    ),
    houseTypes: orderedValues(rows.map((row) => row.houseType)),
  };
}
