import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts';

// Debian's Chromium, never a downloaded browser; the flags keep it off the (closed) network.
// Each worker runs its own portal server (support/test.ts), on E2E_PORT, E2E_PORT + 1, …, from
// a copy of the demo data seeded once (support/demo-data.ts).
export default defineConfig({
  testDir: '.',
  globalSetup: './support/demo-data.ts',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One per core: the specs wait on pages and servers more than they compute.
  workers: 2,
  reporter: [['list'], ['json']],
  use: {
    headless: true,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
