import { describe, expect, it } from 'vitest';
import { EMPTY_HONOR_FILTER, honorFilterParams, readHonorFilter, wallOfFameRequest } from './honor-filter.ts';

describe('honor filter', () => {
  it('defaults to all awards, any month and any name', () => {
    expect(readHonorFilter(new URLSearchParams())).toEqual({ award: 100, month: '', name: '' });
  });

  it('reads the query and drops values that make no sense', () => {
    expect(readHonorFilter(new URLSearchParams('award=3&month=2026-09&name=%20王%20'))).toEqual({
      award: 3,
      month: '2026-09',
      name: '王',
    });
    expect(readHonorFilter(new URLSearchParams('award=abc&month=2026-13'))).toEqual(EMPTY_HONOR_FILTER);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(honorFilterParams(EMPTY_HONOR_FILTER)).toEqual({});
    const filter = { award: 11, month: '2026-10', name: '陈' };
    expect(readHonorFilter(new URLSearchParams(honorFilterParams(filter)))).toEqual(filter);
  });

  it('asks the wall of fame for every match on one page of 1000', () => {
    expect(wallOfFameRequest({ award: 100, month: '', name: ' 李 ' })).toEqual({
      award: 100,
      time: '',
      name: '李',
      page: 1,
      pageSize: 1000,
    });
  });
});
