import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** Either engine: PGlite and node-postgres share Drizzle's PostgreSQL query builder. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; `memory://` keeps everything in memory (tests). */
  dataDir: string;
  /** PostgreSQL schema to work in (tests isolate each file in its own); default `public`. */
  schemaName?: string;
  poolSize?: number;
}

const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url));

/** Opens the database and brings its schema up to date. Call once per process: opening PGlite takes seconds. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  const client = await PGlite.create(options.dataDir, { extensions: { btree_gist } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, engine: 'pglite', close: () => client.close() };
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
  const db = drizzleNodePg(pool, { schema });
  await migrateNodePg(db, { migrationsFolder, migrationsSchema: schemaName ?? 'drizzle' });
  return { db: db as unknown as Database, engine: 'postgres', close: () => pool.end() };
}
