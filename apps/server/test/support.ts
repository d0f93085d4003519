import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import {
  type Envelope,
  failureEnvelope,
  type RouteDefinition,
  routes,
  SUCCESS_CODE,
  XHR_HEADER,
  XHR_HEADER_VALUE,
} from '@portal/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import type { users } from '../src/features/people/schema.ts';
import { createUser } from './factories.ts';
import { adminQuery, databaseUrlOf } from './postgres-template.ts';

export const TEST_PASSWORD = 'test-password';

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  dataDir: string;
  /** PostgreSQL: this file's database, where a second server (useSecondTestServer) finds the same data. */
  databaseUrl?: string;
}

/**
 * One real server per test file, on a real database: in-memory PGlite, or — when the suite runs
 * with TEST_DB=postgres — a database of its own on TEST_DATABASE_URL's server, dropped afterwards.
 * Either starts migrated, copied from the run's migrated original (test/pglite-snapshot.ts,
 * test/postgres-template.ts). `configOverrides` changes settings for this server only (e.g. a
 * small uploadMaxBytes).
 */
export function useTestServer(configOverrides: Partial<Config> = {}): TestServer {
  const server = {} as TestServer;
  const adminUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  const databaseName = `portal_test_${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    server.dataDir = await mkdtemp(path.join(tmpdir(), 'portal-test-'));
    const config = {
      ...loadConfig({ DATA_DIR: server.dataDir, DEMO_PASSWORD: TEST_PASSWORD }),
      webDist: path.join(server.dataDir, 'no-web'),
      // Off unless a test is about it, so no test trips the per-user write limit by accident.
      writesPerMinute: 0,
      ...configOverrides,
    };
    if (adminUrl) server.databaseUrl = await copyOfTemplate(adminUrl, databaseName);
    server.database = await openDatabase({
      databaseUrl: server.databaseUrl,
      dataDir: 'memory://',
      poolSize: 40,
      loadDataDir: adminUrl ? undefined : await migratedSnapshot(),
    });
    server.app = await buildApp({ config, database: server.database });
  }, 60_000);

  afterAll(async () => {
    await server.app?.close();
    await server.database?.close();
    await rm(server.dataDir, { recursive: true, force: true });
    // FORCE: a connection the server has just closed may still be on its way out.
    if (adminUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  });
  return server;
}

/** A new database `name` copied from the run's migrated template; its address. */
async function copyOfTemplate(adminUrl: string, name: string): Promise<string> {
  await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplate')}"`);
  return databaseUrlOf(adminUrl, name);
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where test/pglite-snapshot.ts left a tarball of a PGlite data folder with every migration applied. */
    pgliteSnapshot: string;
    /** The migrated database test/postgres-template.ts made for each file's copy. */
    postgresTemplate: string;
  }
}

// Read once per worker (workers keep their modules between files); a Blob is never changed by
// reading it, so every file's database unpacks the same one (test/pglite-snapshot.ts).
let snapshot: Promise<Blob> | undefined;
function migratedSnapshot(): Promise<Blob> {
  snapshot ??= readFile(inject('pgliteSnapshot')).then((bytes) => new Blob([bytes]));
  return snapshot;
}

export interface Caller {
  user: typeof users.$inferSelect;
  cookie: string;
  get(url: string, query?: Record<string, string | number>): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
}

/** Signs a user in through the real sign-on form and returns a client that sends its cookie and the XHR marker. */
export async function signIn(server: TestServer, user?: typeof users.$inferSelect): Promise<Caller> {
  const account = user ?? (await createUser(server.database.db));
  const response = await server.app.inject({
    method: 'POST',
    url: '/sso/login',
    payload: { username: account.email, password: TEST_PASSWORD, callback: '/' },
  });
  if (response.statusCode !== 303) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  const setCookie = response.cookies.find((item) => item.name === 'portal_session');
  if (!setCookie) throw new Error('No session cookie');
  return callerOn(server, { user: account, cookie: `portal_session=${setCookie.value}` });
}

/** A client of `server` with a session started elsewhere (servers share sessions through the database). */
export function callerOn(server: TestServer, session: Pick<Caller, 'user' | 'cookie'>): Caller {
  const headers = { cookie: session.cookie, [XHR_HEADER]: XHR_HEADER_VALUE };
  // Tests write with factories or plain SQL, and the database announces those writes to the
  // servers a moment after they commit; a person's next click comes later than that, so every
  // call waits until the server has heard what was committed before it.
  const caughtUp = () => server.app.ctx.changes.caughtUp(server.database.db);
  return {
    ...session,
    get: async (url, query) => {
      await caughtUp();
      return checkedAnswer(
        await server.app.inject({ method: 'GET', url, headers, query: stringValues(query) }),
      );
    },
    post: async (url, body) => {
      await caughtUp();
      return checkedAnswer(
        await server.app.inject({ method: 'POST', url, headers, payload: body as object }),
      );
    },
  };
}

const stringValues = (query?: Record<string, string | number>) =>
  query ? Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) : undefined;

/** Every JSON answer a caller receives is held to the contract (see `envelope`), read or not. */
function checkedAnswer(response: LightMyRequestResponse): LightMyRequestResponse {
  if (String(response.headers['content-type']).startsWith('application/json')) envelope(response);
  return response;
}

const routeByCall = new Map<string, RouteDefinition>(
  Object.values(routes).map((route: RouteDefinition) => [`${route.method} ${route.path}`, route]),
);

/**
 * The parsed envelope of a response, checked against the contract: a success's `data` must be
 * exactly what the route's answer schema describes (no field missing, none extra, none of another
 * type), and a refusal must be `{ code, message, data: null, error }` with a known reason key.
 * So a test fails as soon as the server answers something its contract does not promise.
 */
export function envelope<T = unknown>(response: LightMyRequestResponse): Envelope<T> {
  const body = response.json() as Envelope<T>;
  if (body.code !== SUCCESS_CODE) {
    failureEnvelope.parse(body);
    return body;
  }
  const { method, url } = response.raw.req;
  const route = routeByCall.get(`${method} ${(url ?? '').split('?')[0]}`);
  if (!route) return body;
  const parsed = route.answer.safeParse(body.data);
  if (!parsed.success) {
    throw new Error(`${route.path} answered outside its contract: ${parsed.error.message}`);
  }
  // Parsing drops fields the schema does not name; a difference means the server sent extras.
  if (!isDeepStrictEqual(parsed.data, body.data)) {
    throw new Error(
      `${route.path} answered fields its contract does not name:\n${JSON.stringify(body.data).slice(0, 2_000)}`,
    );
  }
  return body;
}

/**
 * A second server on the first one's data, as another machine behind the load balancer: on
 * PostgreSQL its own pool and LISTEN connection to the same database; on PGlite (one process by
 * nature) another app on the same embedded engine. Call after useTestServer in the same file.
 */
export function useSecondTestServer(first: TestServer): TestServer {
  const second = {} as TestServer;
  beforeAll(async () => {
    Object.assign(second, { dataDir: first.dataDir, databaseUrl: first.databaseUrl });
    second.database = first.databaseUrl
      ? await openDatabase({ databaseUrl: first.databaseUrl, dataDir: 'memory://' })
      : first.database;
    second.app = await buildApp({ config: first.app.ctx.config, database: second.database });
  }, 60_000);
  afterAll(async () => {
    await second.app?.close();
    if (second.database && second.database !== first.database) await second.database.close();
  });
  return second;
}

/** Polls until `check` stops throwing (another server hears a change a moment after the commit). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 2_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
