import { describe, expect, it } from 'vitest';
import { discountedRent } from './rent.ts';

describe('discountedRent', () => {
  it('is the standard rent after 7折 in whole yuan, halves rounded up', () => {
    expect(discountedRent(3000)).toBe(2100);
    expect(discountedRent(0)).toBe(0);
    expect(discountedRent(1005)).toBe(704);
    expect(discountedRent(1001)).toBe(701);
    expect(discountedRent(1)).toBe(1);
    // 0.7 × 45 is 31.499… in floating point; the integer form keeps the half and rounds it up.
    expect(discountedRent(45)).toBe(32);
  });
});
