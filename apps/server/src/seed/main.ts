import { mkdir } from 'node:fs/promises';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedIfEmpty } from './seed.ts';

// `npm run seed`: migrate, then fill an empty database with the demo data (an existing one is left alone).
const config = loadConfig();
await mkdir(config.dataDir, { recursive: true });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
const { demoEmail } = await seedIfEmpty(database.db, new Date(), config.timeZone);
console.log(`Demo data ready; sign in as ${demoEmail} / ${config.demoPassword}`);
await database.close();
