import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, NotificationSource, Transaction } from '../db/client.ts';

/** A table the database announces changes of, and the shape of what its notification carries. */
export interface Topic<Payload> {
  readonly name: string;
  /** Never set: only carries the payload type. */
  readonly payloadType?: Payload;
}
export const topic = <Payload>(name: string): Topic<Payload> => ({ name });

interface Change {
  topic: string;
  payload: unknown;
}
/** Sent by a server to itself through the database: everything notified before it has been heard. */
interface Barrier {
  barrier: string;
}

const RECONNECT_DELAYS_MS = [100, 500, 1_000, 2_000, 5_000];
/** A barrier not back by then means the LISTEN connection is stuck: caches are dropped instead. */
const BARRIER_TIMEOUT_MS = 5_000;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export interface ChangeFeedOptions {
  source: NotificationSource;
  /** Reports a lost connection or a failing listener; the feed itself carries on. */
  onError?: (error: unknown) => void;
  /** The pause before a reconnection attempt; tests pass one that does not wait. */
  wait?: (ms: number) => Promise<void>;
  barrierTimeoutMs?: number;
}

/**
 * What changed in the database, heard by every server sharing it, so that each can drop what it
 * cached. The database announces changes itself: AFTER triggers on every table a cache reads
 * notify inside the writing transaction (the change-notification migration), so a change is heard
 * only if and after it commits, whoever wrote it. Nothing here publishes.
 *
 * Notifications reach this server a moment after the commit, like everyone else's. A writer whose
 * author reads back at once (a booking, a logout) uses `transaction`, which also waits until this
 * server has heard its own change; `caughtUp` waits for everything committed so far. Both rely on
 * PostgreSQL delivering notifications in commit order: a barrier this server sends itself arrives
 * after every notification committed before it.
 *
 * When the LISTEN connection breaks, changes may have been missed: subscribers are told to resync
 * (drop everything) and `live` is false until LISTEN is back; caches must not store meanwhile.
 */
export class ChangeFeed {
  private readonly origin = randomUUID();
  private readonly listeners = new Map<string, Set<(payload: unknown) => void>>();
  private readonly resyncListeners = new Set<() => void>();
  private readonly barriers = new Map<string, () => void>();
  private readonly source: NotificationSource;
  private readonly report: (error: unknown) => void;
  private readonly wait: (ms: number) => Promise<void>;
  private readonly barrierTimeoutMs: number;
  private stopListening: (() => Promise<void>) | undefined;
  private listening: object | undefined;
  private closed = false;
  private barrierCount = 0;

  constructor(options: ChangeFeedOptions) {
    this.source = options.source;
    this.report = options.onError ?? (() => {});
    this.wait = options.wait ?? sleep;
    this.barrierTimeoutMs = options.barrierTimeoutMs ?? BARRIER_TIMEOUT_MS;
  }

  /** True while LISTEN is in force, i.e. while no change can go unheard. */
  get live(): boolean {
    return this.listening !== undefined;
  }

  /** Listens; when the database cannot be reached yet, keeps trying in the background. */
  async start(): Promise<void> {
    if (!(await this.tryListen())) void this.reconnect();
  }

  subscribe<Payload>(topic: Topic<Payload>, listener: (payload: Payload) => void): () => void {
    let group = this.listeners.get(topic.name);
    if (!group) {
      group = new Set();
      this.listeners.set(topic.name, group);
    }
    const entry = listener as (payload: unknown) => void;
    group.add(entry);
    return () => group.delete(entry);
  }

  /** Called when changes may have been missed: drop everything cached. */
  onResync(listener: () => void): () => void {
    this.resyncListeners.add(listener);
    return () => this.resyncListeners.delete(listener);
  }

  /**
   * Runs `work` in one transaction of `db` and resolves once this server has heard what it
   * changed, so the author's next read (on this server) sees it. Other servers hear it a moment
   * later; nobody hears a transaction that rolled back.
   */
  async transaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
    if (!this.live) return db.transaction(work);
    const barrier = this.expectBarrier();
    try {
      const result = await db.transaction(async (tx) => {
        const value = await work(tx);
        await this.sendBarrier(tx, barrier.id);
        return value;
      });
      await barrier.heard;
      return result;
    } finally {
      barrier.cancel();
    }
  }

  /** Resolves once this server has heard every change committed before the call. */
  async caughtUp(db: Database): Promise<void> {
    if (!this.live) return;
    const barrier = this.expectBarrier();
    try {
      await this.sendBarrier(db, barrier.id);
      await barrier.heard;
    } finally {
      barrier.cancel();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = undefined;
    this.releaseBarriers();
    await this.stopListening?.();
  }

  private expectBarrier() {
    const id = `${this.origin}:${++this.barrierCount}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      this.barriers.set(id, resolve);
      timer = setTimeout(() => {
        if (!this.barriers.delete(id)) return;
        // The connection looks alive but delivers nothing: forget everything rather than serve stale.
        this.report(new Error('The change feed did not hear its own barrier in time'));
        this.resync();
        resolve();
      }, this.barrierTimeoutMs);
      timer.unref();
    });
    const cancel = () => {
      clearTimeout(timer);
      this.barriers.delete(id);
    };
    return { id, heard, cancel };
  }

  private sendBarrier(executor: Database | Transaction, id: string) {
    const message: Barrier = { barrier: id };
    return executor.execute(sql`select pg_notify(${this.source.channel}, ${JSON.stringify(message)})`);
  }

  private releaseBarriers() {
    const waiting = [...this.barriers.values()];
    this.barriers.clear();
    for (const resolve of waiting) resolve();
  }

  private async tryListen(): Promise<boolean> {
    const attempt = {};
    try {
      const stop = await this.source.listen(
        (message) => this.receive(message),
        (error) => {
          if (this.listening === attempt) this.lost(error);
        },
      );
      if (this.closed) {
        await stop();
        return true;
      }
      this.stopListening = stop;
      this.listening = attempt;
      // Whatever changed while nobody listened is unknown, so every cache starts again.
      this.resync();
      return true;
    } catch (error) {
      this.report(error);
      return false;
    }
  }

  private async reconnect(): Promise<void> {
    for (let attempt = 0; !this.closed; attempt++) {
      await this.wait(RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)] as number);
      if (this.closed || (await this.tryListen())) return;
    }
  }

  private lost(error: Error) {
    this.listening = undefined;
    this.stopListening = undefined;
    this.report(error);
    this.resync();
    // Whoever waits for a barrier goes on: every cache was just dropped and stores nothing now.
    this.releaseBarriers();
    void this.reconnect();
  }

  private receive(message: string) {
    let parsed: Change | Barrier;
    try {
      parsed = JSON.parse(message) as Change | Barrier;
    } catch (error) {
      this.report(error);
      return;
    }
    if ('barrier' in parsed) {
      const resolve = this.barriers.get(parsed.barrier);
      this.barriers.delete(parsed.barrier);
      resolve?.();
      return;
    }
    for (const listener of this.listeners.get(parsed.topic) ?? []) this.call(() => listener(parsed.payload));
  }

  private resync() {
    for (const listener of this.resyncListeners) this.call(listener);
  }

  private call(listener: () => void) {
    try {
      listener();
    } catch (error) {
      this.report(error);
    }
  }
}
