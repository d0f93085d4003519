import { describe, expect, it } from 'vitest';
import { yearOptions } from './year-options.ts';

describe('yearOptions', () => {
  it('offers next year back to five years ago, latest first', () => {
    expect(yearOptions(2026)).toEqual([2027, 2026, 2025, 2024, 2023, 2022, 2021]);
  });

  it('never goes below the first year the server accepts', () => {
    expect(yearOptions(2002)).toEqual([2003, 2002, 2001, 2000]);
  });
});
