import { describe, expect, it } from 'vitest';
import { rowsByShape, toRows } from './gallery-order.ts';

describe('toRows', () => {
  it('cuts the items into rows of the given size, the last one shorter', () => {
    expect(toRows([1, 2, 3, 4, 5, 6], 4)).toEqual([
      [1, 2, 3, 4],
      [5, 6],
    ]);
    expect(toRows([], 4)).toEqual([]);
  });
});

describe('rowsByShape', () => {
  const ratios: Record<string, number> = { a: 1.5, b: 0.75, c: 1, d: 1.78, e: 0.75, f: 1.33, g: 1 };
  const ratioOf = (name: string) => ratios[name] ?? 1;

  it('puts ratio ≤ 1 first and wider pictures after, each keeping the gallery order', () => {
    expect(rowsByShape(['a', 'b', 'c', 'd', 'e', 'f', 'g'], ratioOf, 4)).toEqual([
      ['b', 'c', 'e', 'g'],
      ['a', 'd', 'f'],
    ]);
  });

  it('starts the wider pictures on a row of their own', () => {
    expect(rowsByShape(['a', 'b', 'c'], ratioOf, 4)).toEqual([['b', 'c'], ['a']]);
    expect(rowsByShape(['b', 'c', 'e', 'g', 'b', 'a'], ratioOf, 4)).toEqual([
      ['b', 'c', 'e', 'g'],
      ['b'],
      ['a'],
    ]);
  });

  it('counts a ratio that is no number, or not above 0, as 1 (upright)', () => {
    const odd: Record<string, number> = { x: Number.NaN, y: 0, z: Number.POSITIVE_INFINITY, a: 1.5 };
    expect(rowsByShape(['a', 'x', 'y', 'z'], (name) => odd[name] ?? 1, 4)).toEqual([['x', 'y', 'z'], ['a']]);
    expect(rowsByShape(['a', 'unknown'], ratioOf, 4)).toEqual([['unknown'], ['a']]);
  });
});
