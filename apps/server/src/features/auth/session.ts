import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessions, users } from '../../db/schema.ts';
import { type ChangeFeed, topic } from '../../lib/change-feed.ts';

export const SESSION_COOKIE = 'portal_session';
/** Refresh last_seen_at at most this often: one write a minute per user, not one per request. */
const TOUCH_AFTER_MS = 60_000;
/** How long a validated session is trusted without asking the database: a role change shows within it. */
const SESSION_CACHE_TTL_MS = 15_000;
const SESSION_CACHE_MAX_ENTRIES = 10_000;

/** A session was deleted (logout): every server forgets it at once. */
export const SESSION_ENDED = topic<{ sessionId: string }>('session-ended');
/** Users changed (roles…): every server re-reads its sessions' users. */
export const USERS_CHANGED = topic<null>('users-changed');

/**
 * What a request knows about its signed-in employee: a narrow projection of the user row, so the
 * password hash (and whatever the directory adds later) never travels into services.
 */
export const sessionUserColumns = {
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

export interface SessionUser {
  id: number;
  userId: string;
  email: string;
  name: string;
  displayName: string;
  department: string;
  company: string;
  avatar: string | null;
  language: string;
  roles: string[];
  officeCity: string | null;
  officeBuilding: string | null;
}

interface CachedSession {
  user: SessionUser;
  lastSeenAt: number;
  cachedUntil: number;
}

/**
 * Validated sessions by id, bounded (least recently used goes first) and short-lived. A lookup that
 * was under way when a session ended must not store it again, so `store` takes the generation read
 * before the lookup, and every forget bumps it.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private generationNow = 0;

  constructor(
    private readonly canStore: () => boolean,
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly maxEntries = SESSION_CACHE_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  get generation(): number {
    return this.generationNow;
  }

  get(sessionId: string): CachedSession | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    this.entries.delete(sessionId);
    if (entry.cachedUntil <= this.now()) return undefined;
    this.entries.set(sessionId, entry);
    return entry;
  }

  store(sessionId: string, user: SessionUser, lastSeenAt: number, generation: number) {
    if (generation !== this.generationNow || !this.canStore()) return;
    this.entries.delete(sessionId);
    this.entries.set(sessionId, { user, lastSeenAt, cachedUntil: this.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  forget(sessionId: string) {
    this.generationNow++;
    this.entries.delete(sessionId);
  }

  clear() {
    this.generationNow++;
    this.entries.clear();
  }
}

/** The cache of one server, emptied by logouts and user changes heard from every server. */
export function createSessionCache(changes: ChangeFeed): SessionCache {
  const cache = new SessionCache(() => changes.live);
  changes.subscribe(SESSION_ENDED, ({ sessionId }) => cache.forget(sessionId));
  changes.subscribe(USERS_CHANGED, () => cache.clear());
  changes.onResync(() => cache.clear());
  return cache;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The signed-in user of this request, or null. Sessions live in the database so servers can share them. */
export async function authenticate(request: FastifyRequest): Promise<SessionUser | null> {
  if (request.sessionUser !== undefined) return request.sessionUser;
  const token = request.cookies[SESSION_COOKIE];
  request.sessionUser = token ? await findSessionUser(request, hashToken(token)) : null;
  return request.sessionUser;
}

async function findSessionUser(request: FastifyRequest, sessionId: string): Promise<SessionUser | null> {
  const { db, config, sessionCache } = request.server.ctx;
  const idleMs = config.sessionIdleMinutes * 60_000;
  // Past the touch interval (or the idle limit) the database decides, exactly as without a cache.
  const cached = sessionCache.get(sessionId);
  if (cached && Date.now() - cached.lastSeenAt < Math.min(TOUCH_AFTER_MS, idleMs)) return cached.user;

  const generation = sessionCache.generation;
  const [row] = await db
    .select({ user: sessionUserColumns, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.lastSeenAt, new Date(Date.now() - idleMs))))
    .limit(1);
  if (!row) return null;
  let lastSeenAt = row.lastSeenAt;
  if (Date.now() - lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    const [touched] = await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, sessionId))
      .returning({ lastSeenAt: sessions.lastSeenAt });
    // Ended by a logout since the read above.
    if (!touched) return null;
    lastSeenAt = touched.lastSeenAt;
  }
  sessionCache.store(sessionId, row.user, lastSeenAt.getTime(), generation);
  return row.user;
}

export async function startSession(request: FastifyRequest, reply: FastifyReply, userId: number) {
  const token = randomBytes(32).toString('base64url');
  await request.server.ctx.db.insert(sessions).values({ id: hashToken(token), userId });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/** Deletes the session and tells every server, in one transaction, so none keeps it cached. */
export async function endSession(request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (token) {
    const { db, changes } = request.server.ctx;
    const sessionId = hashToken(token);
    await changes.transaction(db, async (tx, publish) => {
      await tx.delete(sessions).where(eq(sessions.id, sessionId));
      await publish(SESSION_ENDED, { sessionId });
    });
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser?: SessionUser | null;
  }
}
