import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { test as base } from '@playwright/test';
import { E2E_PORT } from './constants.ts';
import { REPOSITORY, serverEnv } from './demo-data.ts';

export { expect } from '@playwright/test';

/**
 * The specs' `test`: each Playwright worker starts a portal of its own (port E2E_PORT + the
 * worker's slot, a copy of the seeded demo data) and points the browser and API requests at it,
 * so workers run side by side without seeing each other's writes. A worker that restarts after a
 * failure starts from a fresh copy.
 */
export const test = base.extend<object, { portalUrl: string }>({
  portalUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const port = E2E_PORT + workerInfo.parallelIndex;
      const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-e2e-'));
      await cp(process.env.E2E_DEMO_DATA ?? '', dataDir, { recursive: true });
      const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: REPOSITORY,
        env: { ...serverEnv(dataDir), PORT: String(port) },
        // Its errors go to the run's output; its other output is read for the line that says it listens.
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      try {
        const url = `http://localhost:${port}`;
        await listening(server, url);
        await use(url);
      } finally {
        // Its data is thrown away: no need for a graceful stop, which would wait for the browser's
        // open connections while the browser may close only after this.
        if (server.exitCode === null && server.signalCode === null) {
          server.kill('SIGKILL');
          await once(server, 'exit');
        }
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    // Opening the copied database and starting the server takes seconds, more on a busy machine.
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ portalUrl }, use) => use(portalUrl),
});

/**
 * Resolves once the server says it listens (`Staff portal: <url>`, printed after listen); fails
 * as soon as it exits first (a taken port, a broken build).
 */
async function listening(server: ChildProcess, url: string) {
  const said = new Promise<void>((resolve) => {
    const lines = createInterface({ input: server.stdout as Readable });
    lines.on('line', (line) => {
      if (line.trim() === `Staff portal: ${url}`) resolve();
    });
  });
  const exited = once(server, 'exit').then(([code]) => {
    throw new Error(`The portal server exited (${code}) before it listened on ${url}`);
  });
  exited.catch(() => {}); // once it listens, its exit at the end is no failure
  await Promise.race([said, exited]);
}
