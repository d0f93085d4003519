import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from './constants.ts';

export const REPOSITORY = path.resolve(import.meta.dirname, '../..');

/** The server's settings for the specs: the embedded database in `dataDir`, the specs' demo password. */
export const serverEnv = (dataDir: string) => ({
  ...process.env,
  DATA_DIR: dataDir,
  DEMO_PASSWORD,
  DATABASE_URL: '',
});

/**
 * Global set-up: migrates and seeds the demo data once (`npm run seed`), into a folder each
 * worker's server starts from a copy of (support/test.ts), so the workers do not each spend the
 * seconds that takes, side by side on the same cores. Workers find the folder in E2E_DEMO_DATA.
 */
export default async function seedDemoData() {
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-e2e-demo-'));
  const seed = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/seed/main.ts'], {
    cwd: REPOSITORY,
    env: serverEnv(folder),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [code] = await once(seed, 'exit');
  if (code !== 0) throw new Error(`Seeding the demo data failed (exit ${code})`);
  process.env.E2E_DEMO_DATA = folder;
  return () => rm(folder, { recursive: true, force: true });
}
