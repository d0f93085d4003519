import { describe, expect, it } from 'vitest';
import { isExclusionViolation } from './exclusion-violation.ts';

describe('isExclusionViolation', () => {
  it('finds SQLSTATE 23P01 on the error or on the driver error Drizzle wraps as its cause', () => {
    expect(isExclusionViolation(Object.assign(new Error('conflicting key'), { code: '23P01' }))).toBe(true);
    expect(isExclusionViolation(new Error('Failed query', { cause: { code: '23P01' } }))).toBe(true);
  });

  it('ignores every other failure', () => {
    expect(isExclusionViolation(new Error('Failed query', { cause: { code: '23505' } }))).toBe(false);
    expect(isExclusionViolation(new Error('boom'))).toBe(false);
    expect(isExclusionViolation('23P01')).toBe(false);
    expect(isExclusionViolation(null)).toBe(false);
  });
});
