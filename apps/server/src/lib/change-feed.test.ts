import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.ts';
import { ChangeFeed, type NotificationSource, topic } from './change-feed.ts';

const BOOKED = topic<{ dates: string[] }>('booked');
const OTHER = topic<null>('other');
const dialect = new PgDialect();

/** A database whose transactions record the statements run in them and commit unless work throws. */
function fakeDatabase() {
  const statements: { sql: string; params: unknown[] }[] = [];
  const db = {
    transaction: async <T>(work: (tx: unknown) => Promise<T>) =>
      work({ execute: async (query: SQL) => statements.push(dialect.sqlToQuery(query)) }),
  };
  return { db: db as unknown as Database, statements };
}

/** A LISTEN connection the test drives: deliver messages, break it, refuse attempts. */
function fakeSource() {
  const source = {
    channel: 'portal_changes_test',
    attempts: 0,
    refuse: 0,
    stopped: 0,
    deliver: (_message: string) => {},
    lose: (_error: Error) => {},
    listen: (async (onMessage, onLost) => {
      source.attempts++;
      if (source.refuse > 0) {
        source.refuse--;
        throw new Error('connection refused');
      }
      source.deliver = onMessage;
      source.lose = onLost;
      return async () => {
        source.stopped++;
      };
    }) as NotificationSource['listen'],
  };
  return source;
}

function feedOn(source: ReturnType<typeof fakeSource>) {
  const errors: unknown[] = [];
  const waits: number[] = [];
  const feed = new ChangeFeed({
    source,
    onError: (error) => errors.push(error),
    wait: async (ms) => {
      waits.push(ms);
    },
  });
  return { feed, errors, waits };
}

describe('ChangeFeed', () => {
  it('notifies inside the transaction and tells this server only after the commit', async () => {
    const source = fakeSource();
    const { feed } = feedOn(source);
    await feed.start();
    const { db, statements } = fakeDatabase();
    const heard: unknown[] = [];
    feed.subscribe(BOOKED, (payload) => heard.push(payload));

    await feed.transaction(db, async (_tx, publish) => {
      await publish(BOOKED, { dates: ['2026-05-01'] });
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual([{ dates: ['2026-05-01'] }]);
    expect(statements).toHaveLength(1);
    expect(statements[0]?.sql).toContain('pg_notify');
    expect(statements[0]?.params[0]).toBe('portal_changes_test');
    expect(JSON.parse(String(statements[0]?.params[1]))).toMatchObject({
      origin: feed.origin,
      topic: 'booked',
      payload: { dates: ['2026-05-01'] },
    });
  });

  it('tells nobody when the transaction fails', async () => {
    const { feed } = feedOn(fakeSource());
    await feed.start();
    const listener = vi.fn();
    feed.subscribe(BOOKED, listener);
    const failing = feed.transaction(fakeDatabase().db, async (_tx, publish) => {
      await publish(BOOKED, { dates: ['2026-05-01'] });
      throw new Error('exclusion violation');
    });
    await expect(failing).rejects.toThrow('exclusion violation');
    expect(listener).not.toHaveBeenCalled();
  });

  it("delivers other servers' changes to that topic's subscribers, ignoring its own echo and garbage", async () => {
    const source = fakeSource();
    const { feed, errors } = feedOn(source);
    await feed.start();
    const booked = vi.fn();
    const other = vi.fn();
    feed.subscribe(BOOKED, booked);
    const unsubscribe = feed.subscribe(OTHER, other);
    unsubscribe();

    source.deliver(JSON.stringify({ origin: 'server-b', topic: 'booked', payload: { dates: ['x'] } }));
    source.deliver(JSON.stringify({ origin: feed.origin, topic: 'booked', payload: { dates: ['echo'] } }));
    source.deliver(JSON.stringify({ origin: 'server-b', topic: 'other', payload: null }));
    source.deliver('not json');
    expect(booked.mock.calls).toEqual([[{ dates: ['x'] }]]);
    expect(other).not.toHaveBeenCalled();
    expect(errors).toHaveLength(1);
  });

  it('on a lost connection tells subscribers to resync, is not live, and listens again', async () => {
    const source = fakeSource();
    const { feed, waits } = feedOn(source);
    const resyncs = vi.fn();
    feed.onResync(resyncs);
    await feed.start();
    expect([feed.live, resyncs.mock.calls.length]).toEqual([true, 1]);

    source.refuse = 2;
    source.lose(new Error('terminated'));
    expect(feed.live).toBe(false);
    expect(resyncs).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(feed.live).toBe(true));
    // Changes made while nobody listened are unknown, so subscribers resync once more.
    expect(resyncs).toHaveBeenCalledTimes(3);
    expect(source.attempts).toBe(4);
    expect(waits).toEqual([100, 500, 1_000]);
  });

  it('starts even when the database cannot be reached yet, and stops listening on close', async () => {
    const source = fakeSource();
    source.refuse = 1;
    const { feed } = feedOn(source);
    await feed.start();
    await vi.waitFor(() => expect(feed.live).toBe(true));
    await feed.close();
    expect([feed.live, source.stopped]).toEqual([false, 1]);
    source.lose(new Error('closed'));
    expect(source.attempts).toBe(2);
  });
});
