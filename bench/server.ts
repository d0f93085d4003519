// Child process of the benchmark: the real portal (seeded) and a bare Fastify JSON route, side by side,
// so the load generator in the parent never competes with them for the event loop.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@portal/server/src/app.ts';
import { loadConfig } from '@portal/server/src/config.ts';
import { openDatabase } from '@portal/server/src/db/client.ts';
import { LocalFolderStorage } from '@portal/server/src/lib/file-storage.ts';
import { seedIfEmpty } from '@portal/server/src/seed/seed.ts';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { addLargeDataSet } from './large-data.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-'));
// One user books 4,000 times in the storm: the per-user write limit is off here.
const config = loadConfig({ DATA_DIR: dataDir, DEMO_PASSWORD: 'bench', WRITES_PER_MINUTE: '0' });
const database = await openDatabase({
  databaseUrl,
  dataDir: path.join(dataDir, 'pglite'),
  schemaName: process.env.BENCH_SCHEMA,
  poolSize: 20,
});
const { demoEmail } = await seedIfEmpty(database.db, {
  now: new Date(),
  timeZone: config.timeZone,
  storage: new LocalFolderStorage(path.join(dataDir, 'files')),
});
// The large data set (BENCH_ROOMS rooms, BENCH_BOOKINGS bookings) needs PostgreSQL.
const largeRooms = Number(process.env.BENCH_ROOMS ?? 0);
const large =
  largeRooms > 0 && databaseUrl && process.env.BENCH_SCHEMA
    ? await addLargeDataSet(databaseUrl, process.env.BENCH_SCHEMA, {
        rooms: largeRooms,
        bookings: Number(process.env.BENCH_BOOKINGS ?? 2_000_000),
      })
    : null;
const portal = await buildApp({ config, database });
await portal.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify();
bare.get('/bare', async () => ({ code: 1, message: 'ok', data: { hello: 'world' } }));
// The room list's request shape without the portal: a POST of the same body answered with the same
// bytes (the parent PUTs them first), to tell Fastify's share of the cost from the portal's.
let sameShapeAnswer = '{}';
// A whole city's answer is larger than Fastify's default body limit of 1 MB.
bare.put('/same-shape', { bodyLimit: 16 * 1024 * 1024 }, async (request) => {
  sameShapeAnswer = JSON.stringify(request.body);
  return null;
});
bare.post('/same-shape', async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(sameShapeAnswer),
);
await bare.listen({ port: 0, host: '127.0.0.1' });

const portOf = (app: { server: { address(): unknown } }) => (app.server.address() as { port: number }).port;
process.send?.({ portalPort: portOf(portal), barePort: portOf(bare), demoEmail, password: 'bench', large });
// The parent asks, after the storm, how many pairs of active bookings of one room overlap (must be 0).
process.on('message', async (message) => {
  if (message !== 'count-overlaps') return;
  const result = (await database.db.execute(sql`
    SELECT count(*)::int AS overlaps FROM bookings a JOIN bookings b
      ON a.room_id = b.room_id AND a.id < b.id AND a.during && b.during
    WHERE NOT a.cancelled AND NOT b.cancelled`)) as unknown as { rows: { overlaps: number }[] };
  process.send?.({ overlaps: result.rows[0]?.overlaps });
});
process.on('disconnect', async () => {
  await portal.close();
  await bare.close();
  await database.close();
  process.exit(0);
});
