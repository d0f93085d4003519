import { createHash, timingSafeEqual } from 'node:crypto';
import { STAND_IN_HASH, verifyPassword } from '../../lib/password-hash.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * A user's own password hash always counts; in demo mode every employee may also use the shared
 * demo password (`demoPassword`, null outside demo mode), so a fresh install can be tried with any
 * seeded account. `verify` is the hash check (replaceable to count its calls in a test).
 */
export async function passwordMatches(
  account: { passwordHash: string | null } | undefined,
  password: string,
  demoPassword: string | null,
  verify: (password: string, stored: string) => Promise<boolean> = verifyPassword,
): Promise<boolean> {
  const ownHash = account?.passwordHash ?? null;
  const ownMatches = await verify(password, ownHash ?? STAND_IN_HASH);
  if (!account) return false;
  if (ownMatches && ownHash !== null) return true;
  return demoPassword !== null && timingSafeEqual(digest(password), digest(demoPassword));
}
