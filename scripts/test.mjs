// `npm test`: lint, then the type-check beside the module checks and the web build, every Vitest
// project (units, HTTP on PGlite and PostgreSQL, web), then the web build's first-load size budgets
// and the Playwright specs against it; ends with one line that sums every suite.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const reports = '.tmp/test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const tally = { passed: 0, failed: 0, skipped: 0 };
const stageSeconds = [];
const run = (title, command, args, env = {}) => {
  console.log(`\n=== ${title} ===`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  stageSeconds.push([title, (performance.now() - started) / 1000]);
  return result.status === 0;
};
const count = (ok) => {
  if (ok) tally.passed += 1;
  else tally.failed += 1;
  return ok;
};
const gate = (title, command, args) => count(run(title, command, args));
/**
 * Starts a gate beside the next ones; its output is held back and shown under its title when
 * `settle()` is awaited, so the log still reads one stage at a time.
 */
const gateBeside = (title, command, args) => {
  const started = performance.now();
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const exited = new Promise((resolve) => child.on('close', (code) => resolve(code === 0)));
  return {
    settle: async () => {
      const ok = await exited;
      console.log(`\n=== ${title} ===`);
      process.stdout.write(Buffer.concat(output));
      stageSeconds.push([`${title} (side by side)`, (performance.now() - started) / 1000]);
      return count(ok);
    },
  };
};
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

gate('lint (biome)', 'npx', ['biome', 'check', '.']);
// tsc keeps to one core for its whole run; dependency-cruiser, knip and the web build (which needs
// no type-check) share the other. All settle before Vitest, which takes both cores. (Beside the
// Playwright specs instead, the type-check saved half a minute but slowed pages enough to fail specs.)
const types = gateBeside('types (tsc -b, every workspace)', 'npm', ['run', 'typecheck', '--silent']);
const build = gateBeside('build the web app', 'npm', ['run', 'build', '--silent']);
gate('layers and cycles (dependency-cruiser)', 'npm', ['run', 'deps', '--silent']);
gate('unused files, exports and dependencies (knip)', 'npm', ['run', 'knip', '--silent']);
const built = await build.settle();
await types.settle();

const vitestOk = run('unit + API tests (vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/vitest.json`,
]);
const vitest = readJson(`${reports}/vitest.json`);
if (vitest) {
  tally.passed += vitest.numPassedTests;
  tally.failed += vitest.numFailedTests + (vitestOk || vitest.numFailedTests ? 0 : 1);
  tally.skipped += vitest.numPendingTests + vitest.numTodoTests;
} else {
  tally.failed += 1;
}

if (built) {
  gate('first-load size budgets (npm run size)', 'node', ['scripts/size.mjs']);
  const e2eOk = run(
    'end-to-end (Playwright, Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.resolve(reports, 'e2e.json'),
    },
  );
  const e2e = readJson(path.resolve(reports, 'e2e.json'));
  if (e2e) {
    tally.passed += e2e.stats.expected + e2e.stats.flaky;
    tally.failed += e2e.stats.unexpected + (e2eOk || e2e.stats.unexpected ? 0 : 1);
    tally.skipped += e2e.stats.skipped;
  } else {
    tally.failed += 1;
  }
}

// Where the time went, so a run that grows slow shows which stage did; the tally stays the last line.
console.log('\n=== seconds per stage ===');
for (const [title, seconds] of stageSeconds) console.log(`${seconds.toFixed(0).padStart(5)}  ${title}`);
console.log(`${(performance.now() / 1000).toFixed(0).padStart(5)}  in all`);

console.log(`\n${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exit(tally.failed === 0 ? 0 : 1);
