import type { Config } from './config.ts';
import type { Database, Engine } from './db/client.ts';
import type { ChangeFeed } from './lib/change-feed.ts';
import type { CompanyClock } from './lib/company-time.ts';
import type { FileStorage } from './lib/file-storage.ts';

/**
 * What every feature needs from the outside world, built once per process in app.ts. It is the one
 * thing a service is built from: `createXService(ctx: AppContext)` (docs/ARCHITECTURE.md). It holds
 * infrastructure only: features import the context, the context knows no feature.
 */
export interface AppContext {
  config: Config;
  db: Database;
  engine: Engine;
  clock: CompanyClock;
  storage: FileStorage;
  /** What other servers sharing the database changed: caches subscribe, writers publish. */
  changes: ChangeFeed;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
