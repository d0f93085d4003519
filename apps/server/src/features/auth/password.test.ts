import { describe, expect, it } from 'vitest';
import { hashPassword, STAND_IN_HASH, verifyPassword } from '../../lib/password-hash.ts';
import { passwordMatches } from './password.ts';

/** Counts the hash checks, which are what an answer's time is made of. */
function countingVerify() {
  const checked: string[] = [];
  const verify = async (password: string, stored: string) => {
    checked.push(stored);
    return verifyPassword(password, stored);
  };
  return { checked, verify };
}

describe('passwordMatches', () => {
  it('costs one hash check for an unknown email, an account without a password and a known one', async () => {
    const known = { passwordHash: await hashPassword('right one') };
    const cases = [
      { account: undefined, expected: false, checks: STAND_IN_HASH },
      { account: { passwordHash: null }, expected: false, checks: STAND_IN_HASH },
      { account: known, expected: true, checks: known.passwordHash },
    ];
    for (const { account, expected, checks } of cases) {
      const { checked, verify } = countingVerify();
      expect(await passwordMatches(account, 'right one', null, verify)).toBe(expected);
      expect(checked).toEqual([checks]);
    }
  });

  it('accepts the demo password only while there is one (demo mode)', async () => {
    const account = { passwordHash: null };
    expect(await passwordMatches(account, 'demo', 'demo')).toBe(true);
    expect(await passwordMatches(account, 'demo', null)).toBe(false);
    expect(await passwordMatches(undefined, 'demo', 'demo')).toBe(false);
  });
});
