import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { DEMO_PASSWORD, E2E_PORT } from './support/constants.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));

// Debian's Chromium, never a downloaded browser; the flags keep it off the (closed) network.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    headless: true,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://localhost:${E2E_PORT}/sso/login`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      DEMO_PASSWORD,
      DATABASE_URL: '',
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
