import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { findCredentials } from '../people/index.ts';
import { passwordMatches } from './password.ts';
import { FORGET_AFTER_MS, waitBeforeNextTry } from './policy.ts';
import {
  clearFailures,
  deleteSession,
  findFailures,
  findLiveSession,
  insertSession,
  recordFailure,
  type SignInAttempt,
  touchSession,
} from './repository.ts';
import { createSessionCache } from './session-cache.ts';

/** Refresh last_seen_at at most this often: one write a minute per user, not one per request. */
const TOUCH_AFTER_MS = 60_000;

export type PasswordSignIn =
  | { kind: 'signedIn'; userId: number }
  | { kind: 'wrongPassword' }
  | { kind: 'tooManyAttempts'; waitSeconds: number };

/** The session cookie holds a random token; the database keeps only its SHA-256 (the session id). */
const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Sessions and the password path; the provider path (oidc.ts) ends in the same startSession. Built
 * once per server (session.ts), so the server has one session cache.
 */
export function createAuthService(ctx: AppContext) {
  const { db, config, changes } = ctx;
  const sessionCache = createSessionCache(changes);
  const idleMs = config.sessionIdleMinutes * 60_000;

  return {
    /** One scrypt whatever the email, and failures counted per account and client address. */
    async signInWithPassword(attempt: SignInAttempt, password: string): Promise<PasswordSignIn> {
      const waitMs = waitBeforeNextTry(await findFailures(db, attempt), Date.now());
      if (waitMs > 0) return { kind: 'tooManyAttempts', waitSeconds: Math.ceil(waitMs / 1000) };
      const account = await findCredentials(db, attempt.email);
      const valid = await passwordMatches(account, password, config.demoPassword);
      if (!account || !valid) {
        await recordFailure(db, attempt, new Date(Date.now() - FORGET_AFTER_MS));
        return { kind: 'wrongPassword' };
      }
      await clearFailures(db, attempt);
      return { kind: 'signedIn', userId: account.id };
    },

    /** Starts a session and answers the token for the cookie. */
    async startSession(userId: number, idToken: string | null = null): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await insertSession(db, { id: sessionIdOf(token), userId, idToken });
      return token;
    },

    /** The signed-in user of a session token, or null. Sessions live in the database so servers share them. */
    async userOfSession(token: string): Promise<SessionUser | null> {
      const sessionId = sessionIdOf(token);
      // Past the touch interval (or the idle limit) the database decides, exactly as without a cache.
      const cached = sessionCache.get(sessionId);
      if (cached && Date.now() - cached.lastSeenAt < Math.min(TOUCH_AFTER_MS, idleMs)) return cached.user;

      const generation = sessionCache.generation;
      const row = await findLiveSession(db, sessionId, new Date(Date.now() - idleMs));
      if (!row) return null;
      let lastSeenAt = row.lastSeenAt;
      if (Date.now() - lastSeenAt.getTime() > TOUCH_AFTER_MS) {
        const touched = await touchSession(db, sessionId);
        if (!touched) return null;
        lastSeenAt = touched;
      }
      sessionCache.store(sessionId, row.user, lastSeenAt.getTime(), generation);
      return row.user;
    },

    /**
     * Ends the session; the database tells every server to forget it. Answers
     * the provider's ID token when the session started there (logout ends that one too).
     */
    async endSession(token: string): Promise<{ idToken: string | null }> {
      const sessionId = sessionIdOf(token);
      // The database announces the deleted session to every server; this one has heard it before
      // answering, so the next request with the old cookie is refused here too.
      return changes.transaction(db, async (tx) => {
        const deleted = await deleteSession(tx, sessionId);
        return { idToken: deleted?.idToken ?? null };
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
