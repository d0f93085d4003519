import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverFolder = fileURLToPath(new URL('..', import.meta.url));
const PORT = 19381;
const children: ReturnType<typeof spawn>[] = [];

/** Starts `npm start`'s server process (src/main.ts) with exactly these settings. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverFolder,
    env: { PATH: process.env.PATH ?? '', TZ: 'UTC', ...env },
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill();
});

describe('production mode', () => {
  it('refuses to start without a secret it needs, naming the variable', async () => {
    const { exited, output } = startServer({ DATABASE_URL: 'postgres://portal@127.0.0.1:1/none' });
    expect(await exited).toBe(1);
    expect(output()).toContain('HELP_CHAT_SECRET must be set outside demo mode');
  }, 60_000);

  it('starts without demo data, demo accounts or a shared password', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-production-'));
    const server = startServer({
      DATA_DIR: dataDir,
      DEMO_MODE: 'false',
      HELP_CHAT_SECRET: 'a-real-secret',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      WEB_DIST: path.join(dataDir, 'no-web'),
    });
    try {
      const deadline = Date.now() + 90_000;
      while (!server.output().includes('Staff portal:')) {
        if (server.child.exitCode !== null || Date.now() > deadline) throw new Error(server.output());
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(server.output()).not.toContain('Demo sign-on');
      const page = await (await fetch(`http://127.0.0.1:${PORT}/sso/login`)).text();
      expect(page).toContain('<form method="post" action="/sso/login">');
      expect(page).not.toContain('class="demo"');
      const signIn = await fetch(`http://127.0.0.1:${PORT}/sso/login`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ username: 'wei.wang@xinghai-tech.com', password: 'portal2026' }),
      });
      expect(signIn.status).toBe(401);
    } finally {
      server.child.kill();
      await server.exited;
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
