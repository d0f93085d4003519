import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';

// Running every migration takes about half a second on PostgreSQL, and a busy machine multiplies
// it. Done once per run here, into a template database; each test file then gets a database of
// its own copied from it (test/support.ts), which PostgreSQL does in a fraction of that time. The
// template is migrated by the server's own openDatabase, so the copies cannot drift from the
// migrations. Names are random: other runs may share the PostgreSQL server.
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  const template = `portal_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${template}"`);
  // Closed before any copy: PostgreSQL copies only a database nobody is connected to.
  const migrated = await openDatabase({
    databaseUrl: databaseUrlOf(adminUrl, template),
    dataDir: 'memory://',
  });
  await migrated.close();
  project.provide('postgresTemplate', template);
  return () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
}

/** `adminUrl` pointed at another database of the same server. */
export function databaseUrlOf(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.href;
}

/** One statement on a connection of its own (CREATE/DROP DATABASE cannot run inside a pool's transaction). */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
