import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { LocalFolderStorage } from './features/files/index.ts';
import { seedIfEmpty } from './seed/seed.ts';

const config = loadConfig();
await mkdir(config.dataDir, { recursive: true });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
const seeded = await seedIfEmpty(database.db, {
  now: new Date(),
  timeZone: config.timeZone,
  storage: new LocalFolderStorage(path.join(config.dataDir, 'files')),
});
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
if (config.demoMode) {
  console.log(`Demo sign-on: ${seeded.demoEmail} / ${config.demoPassword} (any seeded employee works)`);
}
