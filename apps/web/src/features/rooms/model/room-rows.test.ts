import { describe, expect, it } from 'vitest';
import { roomRows } from './room-rows.ts';

describe('room rows of a virtualised list', () => {
  it('cuts the rooms into rows of the columns that fit, the last one shorter', () => {
    expect(roomRows([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(roomRows([1, 2], 1)).toEqual([[1], [2]]);
    expect(roomRows([1, 2, 3], 0)).toEqual([[1], [2], [3]]);
    expect(roomRows([], 4)).toEqual([]);
  });
});
