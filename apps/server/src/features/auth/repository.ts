import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { users } from '../people/schema.ts';
import type { FailureRecord } from './policy.ts';
import { sessions, signInFailures, signOnAttempts } from './schema.ts';

/** The user row's columns a request knows of its caller (http/session-user.ts says why so few). */
const sessionUserColumns = {
  id: users.id,
  userId: users.userId,
  email: users.email,
  name: users.name,
  displayName: users.displayName,
  department: users.department,
  company: users.company,
  avatar: users.avatar,
  language: users.language,
  roles: users.roles,
  officeCity: users.officeCity,
  officeBuilding: users.officeBuilding,
};

/**
 * The employee with this email as a request knows them, for callers who prove who they are without
 * a session (a verified partner token); undefined when the directory does not list the email.
 */
export async function findSessionUserByEmail(db: Database, email: string): Promise<SessionUser | undefined> {
  const [row] = await db.select(sessionUserColumns).from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** The session's user when the session was seen after `activeSince`. */
export async function findLiveSession(db: Database, sessionId: string, activeSince: Date) {
  const [row] = await db
    .select({ user: sessionUserColumns, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.lastSeenAt, activeSince)))
    .limit(1);
  return row satisfies { user: SessionUser; lastSeenAt: Date } | undefined;
}

/** Marks the session seen now; undefined when it no longer exists (ended by a logout). */
export async function touchSession(db: Database, sessionId: string): Promise<Date | undefined> {
  const [touched] = await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(sessions.id, sessionId))
    .returning({ lastSeenAt: sessions.lastSeenAt });
  return touched?.lastSeenAt;
}

export async function insertSession(
  db: Database,
  values: { id: string; userId: number; idToken: string | null },
) {
  await db.insert(sessions).values(values);
}

/** Deletes the session; answers the provider's ID token it was started with (null for a password). */
export async function deleteSession(
  tx: Transaction,
  sessionId: string,
): Promise<{ idToken: string | null } | undefined> {
  const [deleted] = await tx
    .delete(sessions)
    .where(eq(sessions.id, sessionId))
    .returning({ idToken: sessions.idToken });
  return deleted;
}

export interface SignInAttempt {
  email: string;
  client: string;
}

const attemptIs = ({ email, client }: SignInAttempt) =>
  and(eq(signInFailures.email, email), eq(signInFailures.client, client));

export async function findFailures(db: Database, attempt: SignInAttempt): Promise<FailureRecord | undefined> {
  const [row] = await db
    .select({ failures: signInFailures.failures, lastFailedAt: signInFailures.lastFailedAt })
    .from(signInFailures)
    .where(attemptIs(attempt));
  return row;
}

/** Counts one more failure, starting again from one when the last was before `forgetBefore`. */
export async function recordFailure(db: Database, attempt: SignInAttempt, forgetBefore: Date) {
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
  await db.delete(signInFailures).where(attemptIs(attempt));
}

export type SignOnAttemptRow = typeof signOnAttempts.$inferInsert;

export async function saveSignOnAttempt(db: Database, row: SignOnAttemptRow) {
  await db.insert(signOnAttempts).values(row);
}

/**
 * Takes (deletes and answers) a provider sign-on started after `startedAfter`: each can finish
 * once, so a replayed callback finds nothing. Older ones are swept on the way.
 */
export async function takeSignOnAttempt(db: Database, id: string, startedAfter: Date) {
  await db.delete(signOnAttempts).where(lt(signOnAttempts.createdAt, startedAfter));
  const [row] = await db.delete(signOnAttempts).where(eq(signOnAttempts.id, id)).returning();
  return row;
}
