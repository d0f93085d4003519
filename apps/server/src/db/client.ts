import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockFolder } from './folder-lock.ts';
/**
 * Either engine: PGlite and node-postgres share Drizzle's PostgreSQL query builder. It is opened
 * without Drizzle's relational queries, so the database layer knows no feature's tables: each
 * repository queries through the tables of its own feature's schema.ts.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Engine = 'pglite' | 'postgres';

/**
 * Where the change feed (lib/change-feed.ts) hears commits: LISTEN on one channel, opened below for
 * each engine and schema.
 */
export interface NotificationSource {
  /** The channel the database's triggers `pg_notify` on. */
  channel: string;
  /**
   * Starts listening; resolves once LISTEN is in force, with a function that stops. `onLost` is
   * called when the connection breaks afterwards: notifications sent meanwhile are gone.
   */
  listen(onMessage: (payload: string) => void, onLost: (error: Error) => void): Promise<() => Promise<void>>;
}

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  /** Where the change feed hears other servers' commits (lib/change-feed.ts). */
  notifications: NotificationSource;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /**
   * PGlite data folder; `memory://` keeps everything in memory (tests). A folder is locked
   * (`<folder>.lock`, holding the pid) while open: another process opening it gets DatabaseInUseError.
   */
  dataDir: string;
  /** PostgreSQL schema to work in (tests isolate each file in its own); default `public`. */
  schemaName?: string;
  poolSize?: number;
  /**
   * PGlite only: start from this tarball of a data folder (PGlite's `dumpDataDir`) instead of an
   * empty one. Tests open every file's database from one migrated copy; migrations still run.
   */
  loadDataDir?: Blob;
}

const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url));

// NOTIFY channels belong to the database, not the schema: servers on other schemas of one
// database (parallel test files, benchmarks) get a channel of their own. The triggers that send
// change notifications (migration 0006_change_notifications) name the channel the same way.
const changeChannel = (schemaName?: string) =>
  schemaName && schemaName !== 'public' ? `portal_changes_${schemaName.toLowerCase()}` : 'portal_changes';

/** Opens the database and brings its schema up to date. Call once per process: opening PGlite takes seconds. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  // A folder is one process's (server, seed or operator command): refuse while another has it.
  const unlock = options.dataDir.startsWith('memory://')
    ? async () => {}
    : await lockFolder(`${options.dataDir}.lock`);
  let client: PGlite;
  let db: ReturnType<typeof drizzlePglite>;
  try {
    client = await PGlite.create(options.dataDir, {
      extensions: { btree_gist },
      loadDataDir: options.loadDataDir,
    });
    db = drizzlePglite(client);
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await unlock();
    throw error;
  }
  // One embedded engine per process: its own LISTEN hears every commit, and it never disconnects.
  const notifications: NotificationSource = {
    channel: changeChannel(),
    listen: async (onMessage) => {
      const unlisten = await client.listen(changeChannel(), onMessage);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
  };
  const close = async () => {
    await client.close();
    await unlock();
  };
  return { db: db as unknown as Database, engine: 'pglite', notifications, close };
}

async function openPostgres(databaseUrl: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const schemaName = options.schemaName;
  if (schemaName) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 20,
    ...(schemaName ? { options: `-c search_path="${schemaName}",public` } : {}),
  });
  // An idle connection the server ends (restart, failover, pg_terminate_backend) is dropped by the
  // pool, which then emits 'error': unheard, that event would end the process. The next query
  // simply opens a new connection.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool);
  await migrateNodePg(db, { migrationsFolder, migrationsSchema: schemaName ?? 'drizzle' });
  const notifications = postgresNotifications(databaseUrl, changeChannel(schemaName));
  return { db: db as unknown as Database, engine: 'postgres', notifications, close: () => pool.end() };
}

/** A silently dropped connection (no RST) would otherwise go unnoticed until the next write. */
const HEARTBEAT_MS = 30_000;

/** LISTEN needs a connection of its own, outside the pool, held for the life of the server. */
function postgresNotifications(databaseUrl: string, channel: string): NotificationSource {
  return {
    channel,
    listen: async (onMessage, onLost) => {
      const client = new pg.Client({ connectionString: databaseUrl, keepAlive: true, query_timeout: 10_000 });
      let closing = false;
      let heartbeat: NodeJS.Timeout | undefined;
      const lose = (error: Error) => {
        clearInterval(heartbeat);
        if (closing) return;
        closing = true;
        client.end().catch(() => {});
        onLost(error);
      };
      client.on('error', lose);
      client.on('end', () => lose(new Error('The LISTEN connection ended')));
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
      });
      try {
        await client.connect();
        await client.query(`LISTEN "${channel}"`);
      } catch (error) {
        closing = true;
        await client.end().catch(() => {});
        throw error;
      }
      heartbeat = setInterval(() => client.query('SELECT 1').catch(lose), HEARTBEAT_MS);
      heartbeat.unref();
      return async () => {
        closing = true;
        clearInterval(heartbeat);
        await client.end().catch(() => {});
      };
    },
  };
}
