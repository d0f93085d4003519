import type { SessionUser } from '../../http/session-user.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { SESSIONS_ENDED, USERS_CHANGED } from '../../lib/table-changes.ts';

/** How long a validated session is trusted without asking the database: a role change shows within it. */
const SESSION_CACHE_TTL_MS = 15_000;
const SESSION_CACHE_MAX_ENTRIES = 10_000;

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

/**
 * The cache of one server. It reads sessions and users; the database announces every deleted
 * session (a logout, a clean-up, a deleted user) and every change of users (roles, names…), whoever
 * made it, and the cache forgets accordingly.
 */
export function createSessionCache(changes: ChangeFeed): SessionCache {
  const cache = new SessionCache(() => changes.live);
  changes.subscribe(SESSIONS_ENDED, (ended) => {
    if (ended?.ids) for (const sessionId of ended.ids) cache.forget(sessionId);
    else cache.clear();
  });
  changes.subscribe(USERS_CHANGED, () => cache.clear());
  changes.onResync(() => cache.clear());
  return cache;
}
