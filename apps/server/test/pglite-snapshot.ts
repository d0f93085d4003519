import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';

// Initialising PGlite and running every migration takes seconds; done once per run here, each
// test file then starts its in-memory database from the result. The folder is migrated by the
// server's own openDatabase, so the copy cannot drift from the migrations.
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-pglite-snapshot-'));
  const dataDir = path.join(folder, 'pglite');
  await (await openDatabase({ dataDir })).close();
  const engine = await PGlite.create(dataDir, { extensions: { btree_gist } });
  // Uncompressed: every test file unpacks it, and gunzip would cost each of them time.
  const tarball = await engine.dumpDataDir('none');
  await engine.close();
  const snapshot = path.join(folder, 'migrated.tar');
  await writeFile(snapshot, Buffer.from(await tarball.arrayBuffer()));
  project.provide('pgliteSnapshot', snapshot);
  return () => rm(folder, { recursive: true, force: true });
}
