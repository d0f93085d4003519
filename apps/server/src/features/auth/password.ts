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

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * A user's own password hash always counts; in demo mode every employee may also use the
 * shared demo password (DEMO_PASSWORD), so a fresh install can be tried with any seeded account.
 */
export async function passwordMatches(
  user: { passwordHash: string | null },
  password: string,
  config: { demoMode: boolean; demoPassword: string },
): Promise<boolean> {
  if (user.passwordHash && (await verifyPassword(password, user.passwordHash))) return true;
  return config.demoMode && timingSafeEqual(digest(password), digest(config.demoPassword));
}
