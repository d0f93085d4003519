import { describe, expect, it } from 'vitest';
import { apiTime, localTime } from './datetime-local.ts';

describe('datetime-local fields', () => {
  it('turn their values into company times and back', () => {
    expect(apiTime('2026-12-01T09:30')).toBe('2026-12-01 09:30:00');
    expect(apiTime('')).toBe('');
    expect(localTime('2026-12-01 09:30:00')).toBe('2026-12-01T09:30');
  });
});
