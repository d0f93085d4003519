import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { LocalFolderStorage } from '../lib/file-storage.ts';
import { seedIfEmpty } from './seed.ts';

// `npm run seed`: migrate, then fill an empty database with the demo data (an existing one is left alone).
const config = loadConfig();
if (!config.demoMode) {
  console.error(
    'Demo data is for demo mode only (DEMO_MODE=true); import the directory with npm run users:import.',
  );
  process.exit(1);
}
await mkdir(config.dataDir, { recursive: true });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
const { demoEmail } = await seedIfEmpty(database.db, {
  now: new Date(),
  timeZone: config.timeZone,
  storage: new LocalFolderStorage(path.join(config.dataDir, 'files')),
});
console.log(`Demo data ready; sign in as ${demoEmail} / ${config.demoPassword}`);
await database.close();
