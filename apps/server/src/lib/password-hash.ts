import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

// The stored form of a password, scrypt with a random salt: the directory's set-password command
// writes it (features/people), sign-on checks it (features/auth).

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
