import { describe, expect, it } from 'vitest';
import { canDeleteComment } from './policy.ts';

describe('canDeleteComment', () => {
  it('lets the author delete their comment and nobody else', () => {
    expect(canDeleteComment({ id: 3 }, { userId: 3 })).toBe(true);
    expect(canDeleteComment({ id: 4 }, { userId: 3 })).toBe(false);
  });
});
