import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';

/** How the feed hears commits: LISTEN on one channel (db/client.ts has one per engine). */
export interface NotificationSource {
  /** The channel writers `pg_notify` on. */
  channel: string;
  /**
   * Starts listening; resolves once LISTEN is in force, with a function that stops. `onLost` is
   * called when the connection breaks afterwards: notifications sent meanwhile are gone.
   */
  listen(onMessage: (payload: string) => void, onLost: (error: Error) => void): Promise<() => Promise<void>>;
}

/** A kind of change and the shape of what it carries (kept small: NOTIFY allows 8000 bytes). */
export interface Topic<Payload> {
  readonly name: string;
  /** Never set: only carries the payload type. */
  readonly payloadType?: Payload;
}
export const topic = <Payload>(name: string): Topic<Payload> => ({ name });

export type Publish = <Payload>(topic: Topic<Payload>, payload: Payload) => Promise<void>;

interface Change {
  origin: string;
  topic: string;
  payload: unknown;
}

const RECONNECT_DELAYS_MS = [100, 500, 1_000, 2_000, 5_000];
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export interface ChangeFeedOptions {
  source: NotificationSource;
  /** Reports a lost connection or a failing listener; the feed itself carries on. */
  onError?: (error: unknown) => void;
  /** The pause before a reconnection attempt; tests pass one that does not wait. */
  wait?: (ms: number) => Promise<void>;
}

/**
 * Tells every server sharing the database what changed, so that each can drop what it cached.
 * A change is published inside the writer's transaction (`pg_notify`), so other servers hear it
 * only if and after it commits; this server hears its own at once after the commit, before the
 * writer answers, so its next read sees the write. When the LISTEN connection breaks, changes may
 * have been missed: subscribers are told to resync (drop everything) and `live` is false until
 * LISTEN is back; caches must not store anything while it is false.
 */
export class ChangeFeed {
  readonly origin = randomUUID();
  private readonly listeners = new Map<string, Set<(payload: unknown) => void>>();
  private readonly resyncListeners = new Set<() => void>();
  private readonly source: NotificationSource;
  private readonly report: (error: unknown) => void;
  private readonly wait: (ms: number) => Promise<void>;
  private stopListening: (() => Promise<void>) | undefined;
  private listening: object | undefined;
  private closed = false;

  constructor(options: ChangeFeedOptions) {
    this.source = options.source;
    this.report = options.onError ?? (() => {});
    this.wait = options.wait ?? sleep;
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

  /** Runs `work` in one transaction of `db`; what it publishes is heard everywhere only if it commits. */
  async transaction<T>(db: Database, work: (tx: Transaction, publish: Publish) => Promise<T>): Promise<T> {
    const published: Change[] = [];
    const result = await db.transaction((tx) =>
      work(tx, async (topic, payload) => {
        const change: Change = { origin: this.origin, topic: topic.name, payload };
        await tx.execute(sql`select pg_notify(${this.source.channel}, ${JSON.stringify(change)})`);
        published.push(change);
      }),
    );
    for (const change of published) this.deliver(change);
    return result;
  }

  /** Announces a change already committed by other means (seed, an admin script). */
  publish<Payload>(db: Database, topic: Topic<Payload>, payload: Payload): Promise<void> {
    return this.transaction(db, (_tx, publish) => publish(topic, payload));
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = undefined;
    await this.stopListening?.();
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
    void this.reconnect();
  }

  private receive(message: string) {
    let change: Change;
    try {
      change = JSON.parse(message) as Change;
    } catch (error) {
      this.report(error);
      return;
    }
    // This server heard its own changes right after they committed.
    if (change.origin !== this.origin) this.deliver(change);
  }

  private deliver(change: Change) {
    for (const listener of this.listeners.get(change.topic) ?? []) this.call(() => listener(change.payload));
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
