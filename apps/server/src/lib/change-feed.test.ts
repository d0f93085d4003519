import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it, vi } from 'vitest';
import type { Database, NotificationSource } from '../db/client.ts';
import { ChangeFeed, topic } from './change-feed.ts';

const BOOKINGS = topic<{ from: number; to: number }>('bookings');
const ROOMS = topic<null>('rooms');
const dialect = new PgDialect();

/**
 * A database that records the statements run on it and, like PostgreSQL, delivers what they
 * `pg_notify` to the listener a moment after they commit (never when the transaction throws).
 */
function fakeDatabase(source: ReturnType<typeof fakeSource>) {
  const statements: { sql: string; params: unknown[] }[] = [];
  const run = (pending: string[]) => async (query: SQL) => {
    const statement = dialect.sqlToQuery(query);
    statements.push(statement);
    if (statement.sql.includes('pg_notify')) pending.push(String(statement.params[1]));
  };
  const commit = (pending: string[]) => {
    for (const message of pending) setTimeout(() => source.deliver(message), 1);
  };
  const db = {
    execute: async (query: SQL) => {
      const pending: string[] = [];
      await run(pending)(query);
      commit(pending);
    },
    transaction: async <T>(work: (tx: unknown) => Promise<T>) => {
      const pending: string[] = [];
      const result = await work({ execute: run(pending) });
      commit(pending);
      return result;
    },
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

function feedOn(source: ReturnType<typeof fakeSource>, barrierTimeoutMs?: number) {
  const errors: unknown[] = [];
  const waits: number[] = [];
  const feed = new ChangeFeed({
    source,
    onError: (error) => errors.push(error),
    wait: async (ms) => {
      waits.push(ms);
    },
    barrierTimeoutMs,
  });
  return { feed, errors, waits };
}

describe('ChangeFeed', () => {
  it("delivers the database's table changes to that table's subscribers, and ignores garbage", async () => {
    const source = fakeSource();
    const { feed, errors } = feedOn(source);
    await feed.start();
    const bookings = vi.fn();
    const rooms = vi.fn();
    feed.subscribe(BOOKINGS, bookings);
    const unsubscribe = feed.subscribe(ROOMS, rooms);
    unsubscribe();

    source.deliver(JSON.stringify({ topic: 'bookings', payload: { from: 1, to: 2 } }));
    source.deliver(JSON.stringify({ topic: 'rooms', payload: null }));
    source.deliver(JSON.stringify({ barrier: 'another-server:1' }));
    source.deliver('not json');
    expect(bookings.mock.calls).toEqual([[{ from: 1, to: 2 }]]);
    expect(rooms).not.toHaveBeenCalled();
    expect(errors).toHaveLength(1);
  });

  it('answers a transaction only once this server has heard everything it notified', async () => {
    const source = fakeSource();
    const { feed } = feedOn(source);
    await feed.start();
    const { db, statements } = fakeDatabase(source);
    const heard: unknown[] = [];
    feed.subscribe(BOOKINGS, (payload) => heard.push(payload));

    const result = await feed.transaction(db, async (tx) => {
      // What a trigger sends inside the transaction.
      const change = JSON.stringify({ topic: 'bookings', payload: { from: 1, to: 2 } });
      await tx.execute(sql`select pg_notify(${source.channel}, ${change})`);
      expect(heard).toEqual([]);
      return 'booked';
    });
    expect(result).toBe('booked');
    expect(heard).toEqual([{ from: 1, to: 2 }]);
    // The barrier is the transaction's last statement, on this server's channel.
    expect(statements.at(-1)?.params[0]).toBe('portal_changes_test');
    expect(JSON.parse(String(statements.at(-1)?.params[1]))).toHaveProperty('barrier');
  });

  it('waits for nothing when the transaction fails', async () => {
    const source = fakeSource();
    const { feed, errors } = feedOn(source, 50);
    await feed.start();
    const { db } = fakeDatabase(source);
    const failing = feed.transaction(db, async () => {
      throw new Error('exclusion violation');
    });
    await expect(failing).rejects.toThrow('exclusion violation');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(errors).toEqual([]);
  });

  it('catches up with every change committed before the call', async () => {
    const source = fakeSource();
    const { feed } = feedOn(source);
    await feed.start();
    const { db } = fakeDatabase(source);
    const rooms = vi.fn();
    feed.subscribe(ROOMS, rooms);
    // Committed elsewhere, still on its way to this server.
    setTimeout(() => source.deliver(JSON.stringify({ topic: 'rooms', payload: null })), 0);
    await feed.caughtUp(db);
    expect(rooms).toHaveBeenCalledTimes(1);
  });

  it('drops every cache when its barrier does not come back in time', async () => {
    const source = fakeSource();
    const { feed, errors } = feedOn(source, 20);
    await feed.start();
    const resyncs = vi.fn();
    feed.onResync(resyncs);
    const silent = { execute: async () => {} } as unknown as Database;
    await feed.caughtUp(silent);
    expect(resyncs).toHaveBeenCalledTimes(1);
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
