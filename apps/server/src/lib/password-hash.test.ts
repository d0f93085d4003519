import { describe, expect, it } from 'vitest';
import { hashPassword, STAND_IN_HASH, verifyPassword } from './password-hash.ts';

describe('password hashes', () => {
  it('are a real scrypt check', async () => {
    const stored = await hashPassword('secret');
    expect(await verifyPassword('secret', stored)).toBe(true);
    expect(await verifyPassword('Secret', stored)).toBe(false);
    expect(await verifyPassword('anything', STAND_IN_HASH)).toBe(false);
  });
});
