import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { signInFailures } from '../../db/schema.ts';

/** Five free tries; after that each wrong password doubles the wait, up to a quarter of an hour. */
const FREE_ATTEMPTS = 5;
const FIRST_WAIT_MS = 5_000;
const MAX_WAIT_MS = 15 * 60_000;
/** A quiet quarter of an hour forgives earlier failures. */
const FORGET_AFTER_MS = 15 * 60_000;

/**
 * Who is trying: the account and the client address. Failures count per pair, so guesses from a
 * stranger's machine slow down that machine only, never the owner signing in from theirs.
 */
export interface SignInAttempt {
  email: string;
  client: string;
}

const matches = ({ email, client }: SignInAttempt) =>
  and(eq(signInFailures.email, email), eq(signInFailures.client, client));

/** Milliseconds this account must still wait on this client before another attempt (0 = may try now). */
export async function remainingWaitMs(
  db: Database,
  attempt: SignInAttempt,
  now = Date.now(),
): Promise<number> {
  const [row] = await db.select().from(signInFailures).where(matches(attempt));
  if (!row) return 0;
  const sinceLast = now - row.lastFailedAt.getTime();
  if (sinceLast > FORGET_AFTER_MS || row.failures < FREE_ATTEMPTS) return 0;
  const wait = Math.min(FIRST_WAIT_MS * 2 ** (row.failures - FREE_ATTEMPTS), MAX_WAIT_MS);
  return Math.max(0, wait - sinceLast);
}

export async function recordFailure(db: Database, attempt: SignInAttempt) {
  const forgetBefore = new Date(Date.now() - FORGET_AFTER_MS);
  await db
    .insert(signInFailures)
    .values({ ...attempt, failures: 1 })
    .onConflictDoUpdate({
      target: [signInFailures.email, signInFailures.client],
      set: {
        failures: sql`CASE WHEN ${signInFailures.lastFailedAt} < ${forgetBefore} THEN 1 ELSE ${signInFailures.failures} + 1 END`,
        lastFailedAt: sql`now()`,
      },
    });
}

export async function clearFailures(db: Database, attempt: SignInAttempt) {
  await db.delete(signInFailures).where(matches(attempt));
}
