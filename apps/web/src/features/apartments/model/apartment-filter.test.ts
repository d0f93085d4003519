import { describe, expect, it } from 'vitest';
import {
  apartmentFilterParams,
  apartmentListRequest,
  EMPTY_APARTMENT_FILTER,
  readApartmentFilter,
} from './apartment-filter.ts';

describe('apartment filter', () => {
  it('defaults to any value of every field', () => {
    expect(readApartmentFilter(new URLSearchParams())).toEqual(EMPTY_APARTMENT_FILTER);
  });

  it('reads the query, trimmed, and drops what cannot be a value', () => {
    const params = new URLSearchParams({ base: ' 深圳 ', leaseType: '合租', houseType: 'x'.repeat(101) });
    expect(readApartmentFilter(params)).toEqual({
      base: '深圳',
      apartmentType: '',
      leaseType: '合租',
      houseType: '',
    });
  });

  it('writes only the filters that are set, and round-trips', () => {
    expect(apartmentFilterParams(EMPTY_APARTMENT_FILTER)).toEqual({});
    const filter = { base: '北京', apartmentType: '人才公寓', leaseType: '', houseType: '两室一厅' };
    expect(apartmentFilterParams(filter)).toEqual({
      base: '北京',
      apartmentType: '人才公寓',
      houseType: '两室一厅',
    });
    expect(readApartmentFilter(new URLSearchParams(apartmentFilterParams(filter)))).toEqual(filter);
  });

  it('asks the list with null for each cleared filter', () => {
    expect(apartmentListRequest({ ...EMPTY_APARTMENT_FILTER, base: '武汉' })).toEqual({
      base: '武汉',
      apartmentType: null,
      leaseType: null,
      houseType: null,
    });
  });
});
