import { describe, expect, it } from 'vitest';
import { filterOptions, orderedValues } from './filter-options.ts';

describe('orderedValues', () => {
  it('keeps each value once, known ones first in their order, then the rest collated', () => {
    expect(orderedValues(['上海', '深圳', '上海', '北京'], ['深圳', '北京', '上海'])).toEqual([
      '深圳',
      '北京',
      '上海',
    ]);
    expect(orderedValues(['b', 'x', 'a', 'b'], ['x'])).toEqual(['x', 'a', 'b']);
    expect(orderedValues([])).toEqual([]);
  });
});

describe('filterOptions', () => {
  it("gives each filter the values present, in the known sets' order", () => {
    const rows = [
      { base: '武汉', apartmentType: '合作公寓', leaseType: '合租', houseType: '两室一厅' },
      { base: '深圳', apartmentType: '人才公寓', leaseType: '整租', houseType: '一室一厅' },
      { base: '深圳', apartmentType: '人才公寓', leaseType: '合租', houseType: '两室一厅' },
    ];
    expect(filterOptions(rows)).toEqual({
      bases: ['深圳', '武汉'],
      apartmentTypes: ['人才公寓', '合作公寓'],
      leaseTypes: ['整租', '合租'],
      houseTypes: ['两室一厅', '一室一厅'],
    });
  });
});
