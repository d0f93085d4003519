import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { onCleanup } from './cleanup.ts';
import { killAndWait } from './command.ts';

/** Opening a fresh embedded database and seeding the demo data takes seconds, more on a busy box. */
const START_TIMEOUT_MS = 180_000;
const LAST_LINES = 20;
/** The demo password every seeded employee may use on the benchmark's servers. */
export const BENCH_DEMO_PASSWORD = 'portal-bench';

/** A port nobody listens on now (the OS picks it; it is free again once closed). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The portal of the tree at `root` as `npm start` runs it, in demo mode on a fresh temporary
 * DATA_DIR (seeded with the demo data at start), on a free loopback port. Resolves once it
 * answers with its URL; stopped (and its data removed) by the run's cleanup.
 */
export async function startPortal(root: string, label: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-data-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_MODE: 'true',
      DEMO_PASSWORD: BENCH_DEMO_PASSWORD,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept for the message when it does not start; read all along so its pipes never fill up.
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().trimEnd().split('\n'));
    lines.splice(0, Math.max(0, lines.length - LAST_LINES));
  };
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  // The data is thrown away, so no graceful stop: it would wait for the browser's open connections.
  const stop = onCleanup(`the ${label} server`, async () => {
    await killAndWait(server);
    await rm(dataDir, { recursive: true, force: true });
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(url))) {
    const exited = server.exitCode !== null || server.signalCode !== null;
    if (exited || Date.now() > deadline) {
      await stop();
      const why = exited
        ? `exited (${server.exitCode ?? server.signalCode})`
        : `did not answer within ${START_TIMEOUT_MS / 1000} s`;
      throw new Error(`The ${label} portal server (${root}) ${why}; its last output:\n${lines.join('\n')}`);
    }
    await sleep(250);
  }
  return url;
}

const answers = (url: string) =>
  fetch(`${url}/sso/login`, { signal: AbortSignal.timeout(5_000) }).then(
    (response) => response.ok,
    () => false,
  );
