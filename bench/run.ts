// `npm run bench`: throughput and latency of the room list against a bare Fastify route, the web
// app's `GET /`, the room list with and without compression, and a booking storm, on PGlite and on
// PostgreSQL. `BENCH_ROOMS=2000` adds the large data set (2,000 rooms and BENCH_BOOKINGS bookings,
// default 2 million; PostgreSQL only) and measures a whole city's list, also while that day's
// bookings change every second. Figures are printed, not asserted.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import type { LoadedDataSet } from './large-data.ts';
import { type Measurement, measure } from './measure.ts';
import { bookingStorm } from './storm.ts';

const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/** What browsers send. */
const BROWSER_ENCODINGS = 'gzip, deflate, br';

interface Started {
  portalPort: number;
  barePort: number;
  demoEmail: string;
  password: string;
  large: LoadedDataSet | null;
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

const figures = (m: Measurement) =>
  `${m.requestsPerSecond.toFixed(0)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, non-2xx ${m.non2xx}`;

/** Bytes on the wire for one request, as the server answers it with these headers. */
async function answerBytes(url: string, init: RequestInit): Promise<number> {
  const response = await fetch(url, init);
  const length = response.headers.get('content-length');
  const encoding = response.headers.get('content-encoding') ?? 'identity';
  // fetch decompresses; the length header (when sent) is the wire size.
  const body = Buffer.from(await response.arrayBuffer());
  return length && encoding !== 'identity' ? Number(length) : body.length;
}

async function benchEngine(engine: 'pglite' | 'postgres') {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  if (engine === 'postgres') await preparePostgres(`CREATE EXTENSION IF NOT EXISTS btree_gist SCHEMA public`);
  const env: Record<string, string> =
    engine === 'postgres' ? { BENCH_DATABASE_URL: postgresUrl, BENCH_SCHEMA: schema } : { BENCH_ROOMS: '0' };
  const startedAt = Date.now();
  const { started, countOverlaps, stop } = await startServer(env);
  try {
    console.log(`\n${engine} — ${CONNECTIONS} connections, ${DURATION_S} s each`);
    if (started.large) {
      console.log(
        `  large data set: ${started.large.rooms} rooms, ${started.large.bookings} bookings ` +
          `(bookings inserted in ${started.large.insertSeconds.toFixed(0)} s by ${started.large.sessions} ` +
          `sessions, foreign keys and indexes added back in ${started.large.checkSeconds.toFixed(0)} s; ` +
          `server ready after ${((Date.now() - startedAt) / 1000).toFixed(0)} s)`,
      );
    }
    const portal = `http://127.0.0.1:${started.portalPort}`;
    const cookie = await signIn(started.portalPort, started.demoEmail, started.password);
    const headers = { cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
    const compressed = { ...headers, 'accept-encoding': BROWSER_ENCODINGS };
    const load = (label: string, options: autocannon.Options, bytes?: number) =>
      measure(autocannon, { connections: CONNECTIONS, duration: DURATION_S, ...options }).then((m) => {
        console.log(`  ${label}${bytes === undefined ? '' : ` [${bytes} bytes]`}: ${figures(m)}`);
        return m;
      });

    const bare = await load('bare Fastify JSON route', { url: `http://127.0.0.1:${started.barePort}/bare` });
    const day = tomorrow();
    const floor = JSON.stringify({
      city: '北京',
      building: 'IC-Park一号楼',
      floor: '3层',
      startTime: `${day} 00:00:00`,
      endTime: `${day} 24:00:00`,
    });
    const roomListUrl = `${portal}/meeting/room/list`;
    const answer = await (await fetch(roomListUrl, { method: 'POST', headers, body: floor })).text();
    const sameShapeUrl = `http://127.0.0.1:${started.barePort}/same-shape`;
    await fetch(sameShapeUrl, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: answer,
    });
    const sameShape = await load(
      'bare Fastify POST, same body, same answer',
      { url: sameShapeUrl, method: 'POST', headers, body: floor },
      Buffer.byteLength(answer),
    );
    const roomList = await load(
      'POST /meeting/room/list (one floor, one day), no Accept-Encoding',
      { url: roomListUrl, method: 'POST', headers, body: floor },
      Buffer.byteLength(answer),
    );
    console.log(
      `    ratio to bare ${(roomList.requestsPerSecond / bare.requestsPerSecond).toFixed(2)}, ` +
        `to the same-shape POST ${(roomList.requestsPerSecond / sameShape.requestsPerSecond).toFixed(2)}`,
    );
    await load(
      `POST /meeting/room/list (one floor, one day), Accept-Encoding: ${BROWSER_ENCODINGS}`,
      { url: roomListUrl, method: 'POST', headers: compressed, body: floor },
      await answerBytes(roomListUrl, { method: 'POST', headers: compressed, body: floor }),
    );

    const index = await fetch(`${portal}/`);
    if (index.ok && (await index.text()).includes('<div id="root">')) {
      await load('GET / (index.html), no Accept-Encoding', { url: `${portal}/` });
      await load(
        `GET / (index.html), Accept-Encoding: ${BROWSER_ENCODINGS}`,
        { url: `${portal}/`, headers: { 'accept-encoding': BROWSER_ENCODINGS } },
        await answerBytes(`${portal}/`, { headers: { 'accept-encoding': BROWSER_ENCODINGS } }),
      );
    } else {
      console.log('  GET /: the web app is not built (npm run build), skipped');
    }

    if (started.large) {
      const city = JSON.stringify({ city: '北京', startTime: `${day} 00:00:00`, endTime: `${day} 24:00:00` });
      const cityAnswer = await (await fetch(roomListUrl, { method: 'POST', headers, body: city })).text();
      const plainBytes = Buffer.byteLength(cityAnswer);
      // What this box allows for the plain answer at all: the same bytes from a bare route.
      await fetch(sameShapeUrl, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: cityAnswer,
      });
      await load(
        'bare Fastify POST, same body, same answer as the whole city',
        { url: sameShapeUrl, method: 'POST', headers, body: city },
        plainBytes,
      );
      await load(
        'POST /meeting/room/list (whole city, one day), no Accept-Encoding',
        { url: roomListUrl, method: 'POST', headers, body: city },
        plainBytes,
      );
      const compressedBytes = await answerBytes(roomListUrl, {
        method: 'POST',
        headers: compressed,
        body: city,
      });
      await load(
        `POST /meeting/room/list (whole city, one day), Accept-Encoding: ${BROWSER_ENCODINGS}`,
        { url: roomListUrl, method: 'POST', headers: compressed, body: city },
        compressedBytes,
      );
      const changes = await whileTheDayChanges(schema, day, () =>
        load(
          'the same, while a booking of that day changes every second',
          { url: roomListUrl, method: 'POST', headers: compressed, body: city },
          compressedBytes,
        ),
      );
      console.log(`    ${changes} changes: each dropped the day's snapshot, built again at the next read`);
    }

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

/**
 * Runs `during` while, every second, one booking of `day` is written back unchanged: the database
 * announces it as any change, and the server drops the day's snapshot (a booking or a cancel of
 * that day does the same). Answers how many writes there were.
 */
async function whileTheDayChanges(schema: string, day: string, during: () => Promise<unknown>) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(`SET search_path TO "${schema}", public`);
    const booking = await client.query<{ id: number }>(
      `SELECT id FROM bookings WHERE NOT cancelled
         AND starts_at >= ($1::timestamp AT TIME ZONE 'Asia/Shanghai')
         AND starts_at < (($1::timestamp + interval '1 day') AT TIME ZONE 'Asia/Shanghai')
       LIMIT 1`,
      [day],
    );
    const id = booking.rows[0]?.id;
    if (id === undefined) throw new Error(`no booking on ${day} to change`);
    let changes = 0;
    let written = Promise.resolve();
    const timer = setInterval(() => {
      written = written
        .then(() => client.query('UPDATE bookings SET ends_at = ends_at WHERE id = $1', [id]))
        .then(() => {
          changes++;
        });
    }, 1000);
    try {
      await during();
    } finally {
      clearInterval(timer);
      await written;
    }
    return changes;
  } finally {
    await client.end();
  }
}

async function preparePostgres(statement: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
for (const engine of engines) await benchEngine(engine);
