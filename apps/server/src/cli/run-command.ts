import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import { openDatabase } from '../db/client.ts';
import { createSessionCache } from '../features/auth/index.ts';
import { LocalFolderStorage } from '../features/files/index.ts';
import type { Command } from '../features/people/index.ts';
import { ChangeFeed } from '../lib/change-feed.ts';
import { CompanyClock } from '../lib/company-time.ts';
import { readPassword } from './read-password.ts';

/**
 * Runs one operator command against the configured database (the same settings as the server) and
 * exits with its code. Running servers hear what it changed through the change feed.
 */
export async function runCommand(command: Command) {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Cannot run: ${error.message}`);
    process.exit(1);
  }
  await mkdir(config.dataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: `${config.dataDir}/pglite`,
  });
  const changes = new ChangeFeed({ source: database.notifications });
  const ctx: AppContext = {
    config,
    db: database.db,
    engine: database.engine,
    clock: new CompanyClock(config.timeZone),
    storage: new LocalFolderStorage(path.join(config.dataDir, 'files')),
    changes,
    sessionCache: createSessionCache(changes),
  };
  let code = 1;
  try {
    code = await command(ctx, process.argv.slice(2), {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
      readPassword,
    });
  } finally {
    await database.close();
  }
  process.exit(code);
}
