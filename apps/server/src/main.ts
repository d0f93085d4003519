import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { DatabaseInUseError } from './db/folder-lock.ts';
import { LocalFolderStorage } from './lib/file-storage.ts';
import { seedIfEmpty } from './seed/seed.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // Refuse to start, naming the setting, rather than run half-configured.
    console.error(`The staff portal cannot start: ${error.message}`);
    process.exit(1);
  }
}

const config = readConfig();
await mkdir(config.dataDir, { recursive: true });
async function openOwnDatabase(): Promise<DatabaseHandle> {
  try {
    return await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    // Two servers on one embedded folder would each write without seeing the other.
    console.error(`The staff portal cannot start: ${error.message}.`);
    process.exit(1);
  }
}

const database = await openOwnDatabase();
// Demo data only for the try-out: a production directory comes from `npm run users:import`.
const seeded = config.demoMode
  ? await seedIfEmpty(database.db, {
      now: new Date(),
      timeZone: config.timeZone,
      storage: new LocalFolderStorage(path.join(config.dataDir, 'files')),
    })
  : null;
const app = await buildApp({ config, database, logger: { level: config.logLevel } });

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}`;
console.log(`\nStaff portal: ${url}`);
console.log(
  `Database: ${database.engine === 'pglite' ? `embedded PGlite in ${config.dataDir}/pglite` : 'PostgreSQL'}`,
);
if (seeded && config.demoPassword) {
  console.log(`Demo sign-on: ${seeded.demoEmail} / ${config.demoPassword} (any seeded employee works)`);
} else {
  console.log(
    `Sign-on: ${config.oidc ? `OpenID Connect (${config.oidc.issuer.href})` : 'company passwords'}`,
  );
}
