import { mkdir } from 'node:fs/promises';
import { loadDatabaseConfig } from '../config.ts';
import { openDatabase } from './client.ts';

// `npm run migrate`: opening the database applies every pending migration.
const config = loadDatabaseConfig();
await mkdir(config.dataDir, { recursive: true });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
console.log(`Migrations applied (${database.engine}).`);
await database.close();
