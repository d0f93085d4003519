// `npm run bench:browser`: how fast the BUILT web app draws the home, the room page and the H5 room
// grid in Chromium, cold (empty cache) and warm (cache filled), with the requests and bytes each
// load needs; `--compare REV` measures another commit beside this tree, run by run; Lighthouse's
// performance score of the home and the room page. Figures are printed, not asserted
// (docs/performance.md "Browser benchmark"). It runs under `node --import tsx`, not the tsx command:
// tsx kills a child that is busy for 60 ms after Ctrl-C (Lighthouse often is), before its cleanup ran.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser/chromium.ts';
import { cleanUp, cleanUpOnStop, isStopping, onCleanup } from './browser/cleanup.ts';
import { runCommand } from './browser/command.ts';
import { type LighthousePage, lighthouseScores } from './browser/lighthouse.ts';
import { readOptions } from './browser/options.ts';
import { type Load, loadView, type Target, type Temperature } from './browser/page-load.ts';
import { startPortal } from './browser/portal-server.ts';
import {
  differenceTable,
  figure,
  LEGEND,
  loadsTable,
  median,
  table,
  type ViewLoads,
} from './browser/report.ts';
import { signIn } from './browser/sign-in.ts';
import { VIEWS } from './browser/views.ts';
import { checkOutBeside } from './browser/worktree.ts';

const REPOSITORY = path.resolve(import.meta.dirname, '..');
/** The pages Lighthouse scores: the two desktop pages this benchmark is about. */
const LIGHTHOUSE_VIEWS = VIEWS.filter((view) => view.device.isMobile !== true);

interface Tree {
  label: string;
  root: string;
}

async function treesToMeasure(compare: string | null): Promise<Tree[]> {
  const head = (await runCommand('git', ['rev-parse', '--short', 'HEAD'], REPOSITORY)).trim();
  const changed = (await runCommand('git', ['status', '--porcelain'], REPOSITORY)).trim() !== '';
  const trees = [{ label: `this tree (${head}${changed ? ' + changes' : ''})`, root: REPOSITORY }];
  if (compare === null) return trees;
  console.log(`Checking out ${compare} in a temporary worktree…`);
  const { root, commit } = await checkOutBeside(REPOSITORY, compare);
  return [...trees, { label: `${compare} (${commit.slice(0, 7)})`, root }];
}

/** `--no-build` keeps this tree's build; a checked-out commit has none, so it is always built. */
async function build(trees: Tree[], buildThisTree: boolean) {
  for (const tree of trees) {
    if (tree.root === REPOSITORY && !buildThisTree) {
      if (!existsSync(path.join(REPOSITORY, 'apps/web/dist/index.html')))
        throw new Error(
          '--no-build: apps/web/dist has no build; run `npm run build` or leave --no-build out',
        );
      continue;
    }
    console.log(`Building the web app of ${tree.label}…`);
    await runCommand('npm', ['run', 'build', '--silent'], tree.root);
  }
}

async function startAndSignIn(browser: Browser, tree: Tree): Promise<Target> {
  console.log(`Starting the portal of ${tree.label} on fresh demo data…`);
  const url = await startPortal(tree.root, tree.label);
  const { email, state } = await signIn(browser, url);
  console.log(`  ${url}, signed in as ${email}`);
  return { label: tree.label, url, signedIn: state };
}

const short = (load: Load | Error) => (load instanceof Error ? 'failed' : `${load.ms.toFixed(0)} ms`);

/**
 * Every view, cold then warm, `runs` times; within a run the targets take turns (A, B, A, B …) so
 * that the shared box's load falls on each alike. A failed load is reported and left out.
 */
async function measure(browser: Browser, targets: Target[], runs: number): Promise<ViewLoads[][]> {
  const results = targets.map(() => VIEWS.map((view): ViewLoads => ({ view, cold: [], warm: [] })));
  for (let run = 1; run <= runs; run++) {
    for (const [viewIndex, view] of VIEWS.entries()) {
      const line: string[] = [];
      for (const [targetIndex, target] of targets.entries()) {
        const loads = results[targetIndex]?.[viewIndex] as ViewLoads;
        const figures: string[] = [];
        for (const temperature of ['cold', 'warm'] satisfies Temperature[]) {
          const load = await loadView(browser, target, view, temperature).catch((error: Error) => {
            if (isStopping()) throw error;
            return error;
          });
          if (load instanceof Error) console.error(`  ${load.message}`);
          else loads[temperature].push(load);
          figures.push(`${temperature} ${short(load)}`);
        }
        line.push(`${targets.length > 1 ? `${target.label}: ` : ''}${figures.join(', ')}`);
      }
      console.log(`  run ${run}/${runs} ${view.name}: ${line.join('; ')}`);
    }
  }
  return results;
}

const cookieHeader = (target: Target) =>
  target.signedIn.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

/** Lighthouse on each tree's pages in turn; the language comes from the address, as its browser has no stored choice. */
async function lighthouse(targets: Target[], runs: number) {
  console.log(`\nLighthouse (desktop preset, performance), ${runs} runs per page…`);
  const pages = LIGHTHOUSE_VIEWS.flatMap((view) =>
    targets.map((target): LighthousePage & { label: string } => ({
      label: `${view.name}, ${target.label}`,
      url: `${target.url}/?language=zh#${view.route}`,
      cookie: cookieHeader(target),
    })),
  );
  const scores = await lighthouseScores(pages, runs);
  console.log(
    table(
      ['page', 'performance score (median)', 'runs'],
      pages.map((page, index) => [
        page.label,
        figure(median(scores[index] ?? [])),
        (scores[index] ?? []).join(', '),
      ]),
    ),
  );
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  const trees = await treesToMeasure(options.compare);
  await build(trees, options.build);
  // Ctrl-C is handled by the run's cleanup, which closes the browser after the servers are gone.
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    handleSIGINT: false,
    handleSIGTERM: false,
  });
  const closeBrowser = onCleanup('the browser', () => browser.close());
  try {
    console.log(`Chromium ${browser.version()}`);
    const targets: Target[] = [];
    for (const tree of trees) targets.push(await startAndSignIn(browser, tree));
    console.log(
      `\nMeasuring ${VIEWS.map((view) => view.name).join(', ')}: ${options.runs} runs, cold and warm…`,
    );
    const results = await measure(browser, targets, options.runs);
    for (const [index, target] of targets.entries()) {
      console.log(`\n${target.label}\n${loadsTable(results[index] ?? [], options.runs)}`);
    }
    const [ours, theirs] = results;
    if (ours && theirs) {
      console.log(`\n${targets[0]?.label} minus ${targets[1]?.label}\n${differenceTable(ours, theirs)}`);
    }
    console.log(`\n${LEGEND}`);
    if (options.lighthouseRuns > 0) await lighthouse(targets, options.lighthouseRuns);
  } finally {
    await closeBrowser();
  }
}

cleanUpOnStop();
try {
  await main();
} catch (error) {
  if (!isStopping()) {
    console.error(`\nbench:browser failed: ${(error as Error).message}`);
    process.exitCode = 1;
  }
} finally {
  await cleanUp();
}
