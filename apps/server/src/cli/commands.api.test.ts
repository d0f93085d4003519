import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { writeDirectoryFile } from '../features/people/test-commands.ts';

/**
 * The operator commands as an operator runs them: child processes beside a real server process,
 * on a data folder of their own, in production mode without the server's secrets.
 */
const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
const STARTED = 'Staff portal: ';
const PASSWORD = 'a long enough password';
const running = new Set<ChildProcess>();

/** Only what an operator's shell has: none of the server's secrets (help chat, partner, OpenID). */
const operatorEnv = (extra: Record<string, string>) => {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
  return { ...env, DEMO_MODE: 'false', ...extra };
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

function run(script: string, args: string[], env: Record<string, string>, input = '') {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: serverRoot, env });
  running.add(child);
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr.on('data', (chunk) => {
    err += chunk;
  });
  child.stdin.end(input);
  const done = new Promise<{ code: number | null; out: string; err: string }>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve({ code, out, err });
    }),
  );
  const printed = (text: string) =>
    new Promise<void>((resolve, reject) => {
      child.stdout.on('data', () => {
        if (out.includes(text)) resolve();
      });
      void done.then(({ code }) => reject(new Error(`Exited (${code}) before printing ${text}: ${err}`)));
    });
  return { child, done, printed };
}

const command = (name: string, args: string[], env: Record<string, string>, input = '') =>
  run(`src/cli/${name}.ts`, args, env, input).done;

/** The server as `npm start` runs it, answering on `port`. */
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const server = run('src/main.ts', [], {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    HELP_CHAT_SECRET: 'the server needs its own secret',
  });
  await server.printed(STARTED);
  return { ...server, origin: `http://127.0.0.1:${port}` };
}

async function stop(server: { child: ChildProcess; done: Promise<unknown> }) {
  server.child.kill('SIGTERM');
  await server.done;
}

/** Signs in through the real form and answers the employee as the server sees them now. */
async function signInAndRead(origin: string, email: string) {
  const signIn = await fetch(`${origin}/sso/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password: PASSWORD, callback: '/' }),
  });
  expect(signIn.status).toBe(303);
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] as string;
  const currentUser = async () => {
    const response = await fetch(`${origin}/new/api/oa/portal/getCurrentUser`, {
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
    });
    return ((await response.json()) as { data: { email: string; roles: string[] } }).data;
  };
  return currentUser;
}

afterEach(() => {
  for (const child of running) child.kill('SIGKILL');
});

describe.skipIf(process.env.TEST_DB === 'postgres')('operator commands on the embedded database', () => {
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('refuse beside a running server, take over a dead one’s lock, and keep their work', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-cli-'));
    const env = operatorEnv({ DATA_DIR: dataDir });
    const email = `cli.${randomBytes(4).toString('hex')}@corp.example`;
    const sheet = await writeDirectoryFile('csv', [
      ['email', 'name', 'department', 'company', 'supervisor_email', 'roles'],
      [email, '命令行', '研发中心', '星海科技', '', ''],
    ]);

    const server = await startServer(env);
    const inUse = `the database is in use by a running server (pid ${server.child.pid}): stop it, or use DATABASE_URL`;
    for (const [name, args] of [
      ['users-import', [sheet]],
      ['users-grant', [email, 'admin']],
    ] as const) {
      const refused = await command(name, [...args], env);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain(inUse);
      expect(refused.err).toContain(`数据库正被运行中的服务器使用（pid ${server.child.pid}）`);
    }
    // A second server on the same folder refuses to start too.
    const second = await run('src/main.ts', [], { ...env, PORT: '0', HELP_CHAT_SECRET: 'x' }).done;
    expect(second.code).toBe(1);
    expect(second.err).toContain(inUse);
    await stop(server);
    expect(existsSync(`${dataDir}/pglite.lock`)).toBe(false);

    // A lock left by a process that is gone (killed, crashed) does not block anyone.
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.on('exit', resolve));
    await writeFile(`${dataDir}/pglite.lock`, String(gone.pid));
    const imported = await command('users-import', [sheet], env);
    expect(imported).toMatchObject({ code: 0, err: '' });
    expect(imported.out).toContain('1 created');
    expect((await command('users-set-password', [email], env, `${PASSWORD}\n`)).code).toBe(0);
    expect((await command('users-grant', [email, 'admin'], env)).code).toBe(0);

    const restarted = await startServer(env);
    expect(await readFile(`${dataDir}/pglite.lock`, 'utf8')).toBe(String(restarted.child.pid));
    const currentUser = await signInAndRead(restarted.origin, email);
    expect(await currentUser()).toMatchObject({ email, roles: expect.arrayContaining(['admin']) });
    await stop(restarted);
  }, 240_000);
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('operator commands on PostgreSQL', () => {
  const name = `cli_${randomBytes(6).toString('hex')}`;
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  afterAll(async () => {
    for (const child of running) child.kill('SIGKILL');
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it('work while the server runs, and the server sees a grant at once', async () => {
    await admin(`CREATE DATABASE "${name}"`);
    const databaseUrl = new URL(adminUrl);
    databaseUrl.pathname = `/${name}`;
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-cli-'));
    const env = operatorEnv({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl.href });
    const email = `cli.${randomBytes(4).toString('hex')}@corp.example`;
    const sheet = await writeDirectoryFile('csv', [
      ['email', 'name', 'department', 'company', 'supervisor_email', 'roles'],
      [email, '命令行', '研发中心', '星海科技', '', ''],
    ]);
    const server = await startServer(env);
    expect((await command('users-import', [sheet], env)).code).toBe(0);
    expect((await command('users-set-password', [email], env, `${PASSWORD}\n`)).code).toBe(0);
    const currentUser = await signInAndRead(server.origin, email);
    expect((await currentUser()).roles).not.toContain('admin');

    const granted = await command('users-grant', [email, 'admin'], env);
    expect(granted.code).toBe(0);
    expect((await currentUser()).roles).toContain('admin');
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  }, 240_000);
});
