import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 32;

/** `scrypt$<salt>$<key>`, both base64url: self-describing so the cost can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * A well-formed hash of no one's password: checked when the email is unknown or its account has no
 * password, so every attempt costs exactly one scrypt and the answer time tells nothing.
 */
export const STAND_IN_HASH = `scrypt$${Buffer.alloc(16, 7).toString('base64url')}$${Buffer.alloc(KEY_LENGTH, 7).toString('base64url')}`;

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
