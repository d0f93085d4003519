import { describe, expect, it } from 'vitest';
import { jobDetailPath, jobIdOf } from './job-id.ts';

describe('jobIdOf', () => {
  it('reads a positive whole id', () => {
    expect(jobIdOf(new URLSearchParams('id=12'))).toBe(12);
  });

  it('is null for a missing, empty, negative, fractional or non-numeric id', () => {
    for (const query of ['', 'id=', 'id=0', 'id=-3', 'id=1.5', 'id=abc', 'id=1e400'])
      expect(jobIdOf(new URLSearchParams(query))).toBeNull();
  });

  it('round-trips with the detail path', () => {
    const query = jobDetailPath(7).split('?')[1];
    expect(jobIdOf(new URLSearchParams(query))).toBe(7);
  });
});
