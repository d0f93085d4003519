export interface DayCacheOptions<Value> {
  /** Reads one company day from the database. */
  load: (date: string) => Promise<Value>;
  /** The most days kept; the least recently read goes first. */
  maxDays: number;
  /** A safety net: even if an invalidation were lost, nothing is served longer than this. */
  ttlMs: number;
  /**
   * A day read when it is older than this is built again in the background while it is still
   * served, so a day in use is replaced before its time to live ends instead of making every
   * reader wait for the build.
   */
  refreshAfterMs: number;
  /** False while changes could go unheard (the change feed is reconnecting): nothing is stored. */
  canStore: () => boolean;
  now?: () => number;
}

interface Stored<Value> {
  value: Value;
  refreshAt: number;
  expiresAt: number;
}

/**
 * Values per company day `YYYY-MM-DD`, built once however many requests ask at the same moment.
 * Each build is its own generation token: an invalidation of its day (or a clear) removes it from
 * `building`, and a build stores its value only if it is still the one registered when it ends, so
 * a build that read the database before a change committed can never be stored after hearing it.
 */
export class DayCache<Value> {
  private readonly stored = new Map<string, Stored<Value>>();
  private readonly building = new Map<string, Promise<Value>>();
  private readonly now: () => number;

  constructor(private readonly options: DayCacheOptions<Value>) {
    this.now = options.now ?? Date.now;
  }

  get(date: string): Promise<Value> {
    const entry = this.stored.get(date);
    if (entry) {
      this.stored.delete(date);
      const now = this.now();
      if (entry.expiresAt > now) {
        this.stored.set(date, entry);
        if (entry.refreshAt <= now && !this.building.has(date)) {
          // A failed refresh leaves the stored day to expire; the reader that then has to wait for
          // a build gets its error.
          this.build(date).catch(() => {});
        }
        return Promise.resolve(entry.value);
      }
    }
    return this.building.get(date) ?? this.build(date);
  }

  /** Bookings of these days changed. */
  invalidate(dates: readonly string[]) {
    for (const date of dates) {
      this.stored.delete(date);
      this.building.delete(date);
    }
  }

  clear() {
    this.stored.clear();
    this.building.clear();
  }

  get size(): number {
    return this.stored.size;
  }

  private build(date: string): Promise<Value> {
    const settle = () => {
      const current = this.building.get(date) === build;
      if (current) this.building.delete(date);
      return current;
    };
    const build: Promise<Value> = Promise.resolve()
      .then(() => this.options.load(date))
      .then(
        (value) => {
          if (settle() && this.options.canStore()) this.store(date, value);
          return value;
        },
        (error: unknown) => {
          settle();
          throw error;
        },
      );
    this.building.set(date, build);
    return build;
  }

  private store(date: string, value: Value) {
    const now = this.now();
    this.stored.delete(date);
    this.stored.set(date, {
      value,
      refreshAt: now + this.options.refreshAfterMs,
      expiresAt: now + this.options.ttlMs,
    });
    if (this.stored.size > this.options.maxDays)
      this.stored.delete(this.stored.keys().next().value as string);
  }
}
