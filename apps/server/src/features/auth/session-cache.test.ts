import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../http/session-user.ts';
import { SessionCache } from './session-cache.ts';

const user = (id: number) => ({ id, email: `user${id}@example.com`, roles: [] }) as unknown as SessionUser;

function cacheWith(options: { maxEntries?: number; live?: () => boolean } = {}) {
  const clock = { now: 1_000_000 };
  const cache = new SessionCache(
    options.live ?? (() => true),
    15_000,
    options.maxEntries ?? 10,
    () => clock.now,
  );
  return { cache, clock };
}

describe('SessionCache', () => {
  it('trusts a validated session for its time to live, then asks the database again', () => {
    const { cache, clock } = cacheWith();
    cache.store('s1', user(1), clock.now, cache.generation);
    clock.now += 14_999;
    expect(cache.get('s1')?.user.id).toBe(1);
    clock.now += 1;
    expect(cache.get('s1')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const { cache, clock } = cacheWith({ maxEntries: 2 });
    cache.store('a', user(1), clock.now, cache.generation);
    cache.store('b', user(2), clock.now, cache.generation);
    cache.get('a');
    cache.store('c', user(3), clock.now, cache.generation);
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map((entry) => entry?.user.id)).toEqual([
      1,
      undefined,
      3,
    ]);
  });

  it('does not store what a lookup found when a session ended while it ran', () => {
    const { cache, clock } = cacheWith();
    const generation = cache.generation;
    cache.forget('s1');
    cache.store('s1', user(1), clock.now, generation);
    expect(cache.get('s1')).toBeUndefined();
    cache.store('s1', user(1), clock.now, cache.generation);
    cache.forget('s1');
    expect(cache.get('s1')).toBeUndefined();
  });

  it('drops everything on clear and stores nothing while logouts could go unheard', () => {
    let live = true;
    const { cache, clock } = cacheWith({ live: () => live });
    cache.store('a', user(1), clock.now, cache.generation);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    live = false;
    cache.store('a', user(1), clock.now, cache.generation);
    expect(cache.get('a')).toBeUndefined();
  });
});
