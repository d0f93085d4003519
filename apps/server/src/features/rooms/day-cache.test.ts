import { describe, expect, it } from 'vitest';
import { DayCache } from './day-cache.ts';

/** A load per call, each settled by the test: `loads[i].resolve(value)`. */
function controlledLoads() {
  const loads: { date: string; resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = (date: string) =>
    new Promise<string>((resolve, reject) => {
      loads.push({ date, resolve, reject });
    });
  return { loads, load };
}

function cacheWith(options: { maxDays?: number; canStore?: () => boolean } = {}) {
  const { loads, load } = controlledLoads();
  const clock = { now: 0 };
  const cache = new DayCache<string>({
    load,
    maxDays: options.maxDays ?? 10,
    ttlMs: 60_000,
    refreshAfterMs: 50_000,
    canStore: options.canStore ?? (() => true),
    now: () => clock.now,
  });
  return { cache, loads, clock };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

async function loaded(
  cache: DayCache<string>,
  loads: ReturnType<typeof controlledLoads>['loads'],
  date: string,
) {
  const answer = cache.get(date);
  await settle();
  loads.at(-1)?.resolve(`${date} v${loads.length}`);
  return answer;
}

describe('DayCache', () => {
  it('builds a day once however many ask while it is being built, then serves it stored', async () => {
    const { cache, loads } = cacheWith();
    const first = cache.get('2026-05-01');
    const second = cache.get('2026-05-01');
    await settle();
    expect(loads).toHaveLength(1);
    loads[0]?.resolve('snapshot');
    expect(await Promise.all([first, second])).toEqual(['snapshot', 'snapshot']);
    expect(await cache.get('2026-05-01')).toBe('snapshot');
    expect(loads).toHaveLength(1);
  });

  it('rebuilds a day once its time to live has passed', async () => {
    const { cache, loads, clock } = cacheWith();
    await loaded(cache, loads, '2026-05-01');
    clock.now = 49_999;
    expect(await cache.get('2026-05-01')).toBe('2026-05-01 v1');
    clock.now = 60_000;
    expect(await loaded(cache, loads, '2026-05-01')).toBe('2026-05-01 v2');
  });

  it('rebuilds a day read late in its life in the background, serving the stored one meanwhile', async () => {
    const { cache, loads, clock } = cacheWith();
    await loaded(cache, loads, 'a');
    clock.now = 50_000;
    expect(await cache.get('a')).toBe('a v1');
    expect(await cache.get('a')).toBe('a v1');
    await settle();
    expect(loads).toHaveLength(2);
    loads[1]?.resolve('a v2');
    await settle();
    expect(await cache.get('a')).toBe('a v2');
    // The refreshed day lives its own time to live, from when it was stored.
    clock.now = 99_999;
    expect(await cache.get('a')).toBe('a v2');
    expect(loads).toHaveLength(2);
  });

  it('makes readers wait for the refresh under way once the stored day has expired', async () => {
    const { cache, loads, clock } = cacheWith();
    await loaded(cache, loads, 'a');
    clock.now = 55_000;
    expect(await cache.get('a')).toBe('a v1');
    clock.now = 60_000;
    const waiting = cache.get('a');
    await settle();
    expect(loads).toHaveLength(2);
    loads[1]?.resolve('a v2');
    expect(await waiting).toBe('a v2');
  });

  it('drops a refresh that an invalidation of its day overtook', async () => {
    const { cache, loads, clock } = cacheWith();
    await loaded(cache, loads, 'a');
    clock.now = 50_000;
    expect(await cache.get('a')).toBe('a v1');
    await settle();
    cache.invalidate(['a']);
    const late = cache.get('a');
    await settle();
    expect(loads).toHaveLength(3);
    loads[2]?.resolve('read after the change');
    expect(await late).toBe('read after the change');
    loads[1]?.resolve('read before the change');
    await settle();
    expect(await cache.get('a')).toBe('read after the change');
  });

  it('keeps serving the stored day when its refresh fails', async () => {
    const { cache, loads, clock } = cacheWith();
    await loaded(cache, loads, 'a');
    clock.now = 50_000;
    expect(await cache.get('a')).toBe('a v1');
    await settle();
    loads[1]?.reject(new Error('database down'));
    await settle();
    expect(await cache.get('a')).toBe('a v1');
  });

  it('keeps at most maxDays, dropping the least recently read', async () => {
    const { cache, loads } = cacheWith({ maxDays: 2 });
    await loaded(cache, loads, 'a');
    await loaded(cache, loads, 'b');
    await cache.get('a');
    await loaded(cache, loads, 'c');
    expect(cache.size).toBe(2);
    await cache.get('a');
    await cache.get('c');
    expect(loads).toHaveLength(3);
    await loaded(cache, loads, 'b');
    expect(loads).toHaveLength(4);
  });

  it('never stores a build that an invalidation of its day overtook, and starts a fresh one for later readers', async () => {
    const { cache, loads } = cacheWith();
    const early = cache.get('2026-05-01');
    await settle();
    cache.invalidate(['2026-05-01']);
    const late = cache.get('2026-05-01');
    await settle();
    expect(loads).toHaveLength(2);
    // The slow early build ends last: it must not overwrite the fresh one.
    loads[1]?.resolve('read after the change');
    expect(await late).toBe('read after the change');
    loads[0]?.resolve('read before the change');
    // The early reader gets what it asked for; nobody after the invalidation does.
    expect(await early).toBe('read before the change');
    expect(await cache.get('2026-05-01')).toBe('read after the change');
    expect(loads).toHaveLength(2);
  });

  it('keeps a build of another day when one day is invalidated, and drops every build on clear', async () => {
    const { cache, loads } = cacheWith();
    const other = cache.get('2026-05-02');
    await settle();
    cache.invalidate(['2026-05-01']);
    loads[0]?.resolve('other day');
    await other;
    expect(await cache.get('2026-05-02')).toBe('other day');

    const overtaken = cache.get('2026-05-03');
    await settle();
    cache.clear();
    loads[1]?.resolve('stale');
    await overtaken;
    expect(await loaded(cache, loads, '2026-05-03')).toBe('2026-05-03 v3');
    expect(cache.size).toBe(1);
  });

  it('stores nothing while changes could go unheard', async () => {
    let live = false;
    const { cache, loads } = cacheWith({ canStore: () => live });
    await loaded(cache, loads, 'a');
    await loaded(cache, loads, 'a');
    expect(loads).toHaveLength(2);
    live = true;
    await loaded(cache, loads, 'a');
    await cache.get('a');
    expect(loads).toHaveLength(3);
  });

  it('does not keep a failed build', async () => {
    const { cache, loads } = cacheWith();
    const failing = cache.get('a');
    await settle();
    loads[0]?.reject(new Error('database down'));
    await expect(failing).rejects.toThrow('database down');
    expect(await loaded(cache, loads, 'a')).toBe('a v2');
  });
});
