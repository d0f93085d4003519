import { describe, expect, it } from 'vitest';
import { takeFirstTime } from './once-flag.ts';

describe('once-only flag', () => {
  it('is true once per key, then false', () => {
    const values = new Map<string, string>();
    const storage = { getItem: (key: string) => values.get(key) ?? null, setItem: values.set.bind(values) };
    expect(takeFirstTime(storage, 'a')).toBe(true);
    expect(takeFirstTime(storage, 'a')).toBe(false);
    expect(takeFirstTime(storage, 'b')).toBe(true);
  });
});
