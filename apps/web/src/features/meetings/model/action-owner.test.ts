import { describe, expect, it } from 'vitest';
import { isActionOwner } from './action-owner.ts';
import { action, COLLEAGUE, ME } from './test-fixtures.ts';

describe('isActionOwner', () => {
  it('is an owner by email in any case', () => {
    expect(isActionOwner(action(), ME.email.toUpperCase())).toBe(true);
  });

  it('is nobody else, and nobody without an email', () => {
    expect(isActionOwner(action(), COLLEAGUE.email)).toBe(false);
    expect(isActionOwner(action(), undefined)).toBe(false);
    expect(isActionOwner(action({ owners: [] }), ME.email)).toBe(false);
  });
});
