// `npm run bench`: throughput and latency of the room list against a bare Fastify route, and a
// booking storm, on PGlite and on PostgreSQL. Figures are printed, not asserted.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { type Measurement, measure } from './measure.ts';
import { bookingStorm } from './storm.ts';

const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

interface Started {
  portalPort: number;
  barePort: number;
  demoEmail: string;
  password: string;
}

async function startServer(env: Record<string, string>) {
  const child = fork(new URL('./server.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
  });
  const started = await new Promise<Started>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Started));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const countOverlaps = () =>
    new Promise<number>((resolve) => {
      child.once('message', (message) => resolve((message as { overlaps: number }).overlaps));
      child.send('count-overlaps');
    });
  return { started, countOverlaps, stop: () => child.disconnect() };
}

async function signIn(port: number, email: string, password: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/sso/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password, callback: '/' }),
    redirect: 'manual',
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

const tomorrow = () => {
  const date = new Date(Date.now() + 8 * 3_600_000 + 86_400_000);
  return date.toISOString().slice(0, 10);
};

async function benchEngine(engine: 'pglite' | 'postgres') {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  if (engine === 'postgres') await preparePostgres(`CREATE EXTENSION IF NOT EXISTS btree_gist SCHEMA public`);
  const env: Record<string, string> =
    engine === 'postgres' ? { BENCH_DATABASE_URL: postgresUrl, BENCH_SCHEMA: schema } : {};
  const { started, countOverlaps, stop } = await startServer(env);
  try {
    const cookie = await signIn(started.portalPort, started.demoEmail, started.password);
    const headers = { cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
    const day = tomorrow();
    const bare = await measure(autocannon, {
      url: `http://127.0.0.1:${started.barePort}/bare`,
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    const search = JSON.stringify({
      city: '北京',
      building: 'IC-Park一号楼',
      floor: '3层',
      startTime: `${day} 00:00:00`,
      endTime: `${day} 24:00:00`,
    });
    const roomListUrl = `http://127.0.0.1:${started.portalPort}/meeting/room/list`;
    const answer = await (await fetch(roomListUrl, { method: 'POST', headers, body: search })).text();
    const sameShapeUrl = `http://127.0.0.1:${started.barePort}/same-shape`;
    await fetch(sameShapeUrl, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: answer,
    });
    const sameShape = await measure(autocannon, {
      url: sameShapeUrl,
      method: 'POST',
      headers,
      body: search,
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    const roomList = await measure(autocannon, {
      url: roomListUrl,
      method: 'POST',
      headers,
      body: search,
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    report(engine, { bare, sameShape, roomList, answerBytes: Buffer.byteLength(answer) });
    const storm = await bookingStorm(started.portalPort, headers, countOverlaps);
    console.log(
      `  booking storm (200 clients, 10 rooms): ${storm.attempts} attempts, ${storm.successes} booked, ` +
        `${storm.conflicts} conflicts, ${storm.otherErrors} other errors, ${storm.attemptsPerSecond.toFixed(0)} attempts/s, ` +
        `overlapping active bookings afterwards: ${storm.overlaps}`,
    );
  } finally {
    stop();
    if (engine === 'postgres') await preparePostgres(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  }
}

interface Measured {
  bare: Measurement;
  sameShape: Measurement;
  roomList: Measurement;
  answerBytes: number;
}

const figures = (m: Measurement) =>
  `${m.requestsPerSecond.toFixed(0)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, non-2xx ${m.non2xx}`;

function report(engine: string, { bare, sameShape, roomList, answerBytes }: Measured) {
  const ratio = roomList.requestsPerSecond / bare.requestsPerSecond;
  const ofSameShape = roomList.requestsPerSecond / sameShape.requestsPerSecond;
  console.log(`\n${engine} — ${CONNECTIONS} connections, ${DURATION_S} s each`);
  console.log(`  bare Fastify JSON route: ${figures(bare)}`);
  console.log(`  bare Fastify POST, same body, same ${answerBytes}-byte answer: ${figures(sameShape)}`);
  console.log(
    `  POST /meeting/room/list (one floor, one day): ${figures(roomList)}, ratio to bare ${ratio.toFixed(2)}, ` +
      `to the same-shape POST ${ofSameShape.toFixed(2)}`,
  );
}

async function preparePostgres(statement: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
for (const engine of engines) await benchEngine(engine);
