import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { is, sql } from 'drizzle-orm';
import { isPgSequence, type PgSequence, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { differences, type RunSql, readCatalog, type TableFacts } from './catalog.ts';
import { declaredDdl } from './declared-ddl.ts';

/** Every table and sequence the features declare: whatever each `features/<f>/schema.ts` exports. */
async function declaredSchema() {
  const features = new URL('../features/', import.meta.url);
  const tables = new Set<PgTable>();
  const sequences = new Set<PgSequence>();
  for (const feature of await readdir(features)) {
    const file = new URL(`${feature}/schema.ts`, features);
    if (!existsSync(file)) continue;
    for (const value of Object.values(await import(file.href))) {
      if (is(value, PgTable)) tables.add(value);
      else if (isPgSequence(value)) sequences.add(value);
    }
  }
  return { tables: [...tables], sequences: [...sequences] };
}

/** One session on a freshly migrated database; `migrated` is the schema the migrations built. */
interface Session {
  run: RunSql;
  migrated: string;
  declared: string;
  close(): Promise<void>;
}

async function pgliteSession(): Promise<Session> {
  // The run's migrated copy (test/pglite-snapshot.ts: an empty folder opened by openDatabase, which
  // ran every migration); PGlite is one session, so a search_path set stays set.
  const loadDataDir = new Blob([await readFile(inject('pgliteSnapshot'))]);
  const database = await openDatabase({ dataDir: 'memory://', loadDataDir });
  return {
    run: async (text) =>
      ((await database.db.execute(sql.raw(text))) as { rows: Record<string, unknown>[] }).rows,
    migrated: 'public',
    declared: 'declared',
    close: () => database.close(),
  };
}

async function postgresSession(databaseUrl: string): Promise<Session> {
  const migrated = `drift_${randomBytes(6).toString('hex')}`;
  const declared = `${migrated}_declared`;
  await (
    await openDatabase({ databaseUrl, dataDir: 'memory://', schemaName: migrated, poolSize: 1 })
  ).close();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    run: async (text) => (await client.query(text)).rows,
    migrated,
    declared,
    close: async () => {
      await client.query(`DROP SCHEMA IF EXISTS "${migrated}", "${declared}" CASCADE`);
      await client.end();
    },
  };
}

/** What the migrations built, and what the Drizzle schema builds when written out as DDL. */
async function bothSides(session: Session): Promise<{ migrations: TableFacts[]; declared: TableFacts[] }> {
  const { tables, sequences } = await declaredSchema();
  await session.run(`CREATE SCHEMA "${session.declared}"`);
  await session.run(`SET search_path TO "${session.declared}"`);
  for (const statement of declaredDdl(tables, sequences)) {
    await session.run(statement).catch((error: Error) => {
      throw new Error(`The Drizzle schema does not build: ${error.message}\n${statement}`);
    });
  }
  const declared = await readCatalog(session.run);
  await session.run(`SET search_path TO "${session.migrated}"`);
  return { migrations: await readCatalog(session.run), declared };
}

const engines: [string, () => Promise<Session>][] = [['PGlite', pgliteSession]];
const databaseUrl = process.env.TEST_DATABASE_URL;
if (databaseUrl) engines.push(['PostgreSQL', () => postgresSession(databaseUrl)]);

describe('the Drizzle schema and the migrations', () => {
  it.each(engines)(
    'describe the same database (%s)',
    async (_, open) => {
      const session = await open();
      try {
        const { migrations, declared } = await bothSides(session);
        expect(declared.length).toBeGreaterThan(0);
        // Each line names a table and a fact one side has and the other lacks: make both say it.
        expect(differences(migrations, declared)).toEqual([]);
      } finally {
        await session.close();
      }
    },
    120_000,
  );
});

describe('differences', () => {
  const rooms = {
    table: 'rooms',
    facts: ['column id integer not null', 'constraint rooms_pkey PRIMARY KEY (id)'],
  };

  it('names a table only one side has', () => {
    expect(differences([rooms], [])).toEqual([
      "rooms: a table of the migrations that no feature's schema.ts declares",
    ]);
    expect(differences([], [rooms])).toEqual(['rooms: declared in Drizzle, created by no migration']);
  });

  it('names each fact only one side has', () => {
    const declared = { table: 'rooms', facts: ['column id integer not null', 'column name text not null'] };
    expect(differences([rooms], [declared])).toEqual([
      'rooms: only in the migrations: constraint rooms_pkey PRIMARY KEY (id)',
      'rooms: only in the Drizzle schema: column name text not null',
    ]);
  });
});
