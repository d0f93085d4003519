import { mkdir } from 'node:fs/promises';
import { loadDatabaseConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { DatabaseInUseError } from '../db/folder-lock.ts';
import type { Command } from '../features/people/index.ts';
import { ChangeFeed } from '../lib/change-feed.ts';
import { readPassword } from './read-password.ts';

/**
 * Runs one operator command against the configured database and exits with its code. It reads
 * only where the data lives (DATA_DIR, DATABASE_URL), never the server's secrets. On PostgreSQL
 * running servers hear what it changed at once (the database announces every change of users); the
 * embedded database belongs to one process, so beside a running server the command refuses.
 */
export async function runCommand(command: Command) {
  const config = loadDatabaseConfig();
  await mkdir(config.dataDir, { recursive: true });
  let database: DatabaseHandle;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(`Cannot run: ${error.message}.`);
    console.error(
      `无法执行：数据库正被运行中的服务器使用（pid ${error.pid}）：请先停止它，或使用 DATABASE_URL。`,
    );
    process.exit(1);
  }
  let code = 1;
  try {
    code = await command(
      { db: database.db, changes: new ChangeFeed({ source: database.notifications }) },
      process.argv.slice(2),
      {
        out: (line) => console.log(line),
        err: (line) => console.error(line),
        readPassword,
      },
    );
  } finally {
    await database.close();
  }
  process.exit(code);
}
