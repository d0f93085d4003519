import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { useTestServer } from '../../../test/support.ts';
import { hashPassword } from '../../lib/password-hash.ts';

const server = useTestServer({ demoMode: false, demoPassword: null });

// The fastest of several answers is the work itself: a busy machine only ever adds to it.
const fastest = (values: number[]) => Math.min(...values);

describe('a wrong sign-in', () => {
  it('takes as long for an unknown email as for a known one, so the time tells no one which exist', async () => {
    const known = await createUser(server.database.db, { passwordHash: await hashPassword('the right one') });
    const attempt = async (email: string, round: number) => {
      const started = performance.now();
      const response = await server.app.inject({
        method: 'POST',
        url: '/sso/login',
        payload: { username: email, password: 'a wrong guess' },
        // A fresh address each round: the per-account throttle must not answer early.
        remoteAddress: `198.51.100.${round}`,
      });
      expect(response.statusCode).toBe(401);
      return performance.now() - started;
    };
    await attempt(known.email, 0);
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    // Interleaved, so a busy moment of the machine weighs on both.
    for (let round = 1; round <= 15; round++) {
      knownTimes.push(await attempt(known.email, round));
      unknownTimes.push(await attempt(`nobody.${round}@corp.example`, round));
    }
    // Both are one scrypt (tens of milliseconds); skipping it would make the unknown email's answer
    // a few milliseconds. The bounds are generous: only a missing hash check falls outside them.
    const ratio = fastest(unknownTimes) / fastest(knownTimes);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
