import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contractValues } from './apps/web/build-plugins/contract-values.ts';

const server = (name: string, include: string[], globalSetup: string, env: Record<string, string>) => ({
  test: {
    name,
    root: './apps/server',
    include,
    environment: 'node',
    globalSetup: [globalSetup],
    // The server's module graph (Fastify, Drizzle, exceljs, SheetJS…) takes seconds to import: a
    // worker imports it once for all its files. Every file still builds its own server on its own
    // database (test/support.ts), and spies are restored after each test.
    isolate: false,
    restoreMocks: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env,
  },
});

// One run covers every tier: pure units, HTTP tests on PGlite, the same HTTP tests on PostgreSQL
// (when TEST_DATABASE_URL is set), and the web app's units in jsdom. Playwright specs live in e2e/.
export default defineConfig({
  test: {
    // Vitest's default leaves one of CI's two cores idle (one worker).
    maxWorkers: 2,
    projects: [
      { test: { name: 'contracts', root: './packages/contracts', include: ['src/**/*.test.ts'] } },
      server('server:pglite', ['src/**/*.test.ts'], './test/pglite-snapshot.ts', { TZ: 'UTC' }),
      ...(process.env.TEST_DATABASE_URL
        ? [
            server('server:postgres', ['src/**/*.api.test.ts'], './test/postgres-template.ts', {
              TEST_DB: 'postgres',
              TZ: 'UTC',
            }),
          ]
        : []),
      {
        plugins: [react(), contractValues()],
        // Node loads antd's CommonJS build (antd/lib); a module imported by its path under antd/es
        // (app/useApp, for example) must come from the same build, or it reads a second copy of
        // antd's contexts that no provider fills.
        resolve: { alias: [{ find: /^antd\/es\//, replacement: 'antd/lib/' }] },
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // As on the server: antd, React and the app's modules are imported once per worker, not
          // per file (two minutes of a two-minute project). test/setup.ts resets what files share.
          isolate: false,
          setupFiles: ['./src/test/setup.ts'],
          // antd rendered in jsdom is slow on a busy 2-core machine; the tests wait on behaviour, not time.
          testTimeout: 30_000,
          env: { TZ: 'UTC' },
        },
      },
    ],
  },
});
