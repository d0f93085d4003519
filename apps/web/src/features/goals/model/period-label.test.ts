import { describe, expect, it } from 'vitest';
import { periodLabel } from './period-label.ts';

describe('periodLabel', () => {
  it('names the half year through its own key, with the year', () => {
    const t = (key: string, options?: Record<string, unknown>) => `${key}|${String(options?.year)}`;
    expect(periodLabel('2026-H2', t)).toBe('goals.halves.H2|2026');
    expect(periodLabel('2027-H1', t)).toBe('goals.halves.H1|2027');
  });
});
