import { parseArgs } from 'node:util';

export interface BrowserBenchOptions {
  /** Measured loads of each view, cold and warm (the median is printed). */
  runs: number;
  /** Build the web app of each tree first (`--no-build` measures the build already there). */
  build: boolean;
  /** A git revision to measure beside this tree, run by run; null = this tree alone. */
  compare: string | null;
  /** Lighthouse runs per page; 0 = no Lighthouse. */
  lighthouseRuns: number;
}

const USAGE = `npm run bench:browser -- [--runs N] [--no-build] [--compare [REV]] [--no-lighthouse] [--lighthouse-runs N]
  --runs N             measured loads of each view, cold and warm (default 7)
  --no-build           measure the web app as built (apps/web/dist), no npm run build
  --compare [REV]      also measure REV (default HEAD~1) in a temporary worktree, run by run with this tree
  --no-lighthouse      no Lighthouse scores
  --lighthouse-runs N  Lighthouse runs per page (default 3)`;

const positive = (name: string, value: string | undefined, fallback: number) => {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error(`--${name} must be a whole number ≥ 1\n${USAGE}`);
  return parsed;
};

/**
 * `--compare` alone means the commit before HEAD. parseArgs has no optional values, so a bare
 * `--compare` is given its default before parsing.
 */
function withCompareDefault(args: string[]): string[] {
  return args.flatMap((arg, index) => {
    const next = args[index + 1];
    return arg === '--compare' && (next === undefined || next.startsWith('--')) ? [arg, 'HEAD~1'] : [arg];
  });
}

export function readOptions(args: string[]): BrowserBenchOptions {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse(withCompareDefault(args)).values;
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`);
  }
  return {
    runs: positive('runs', values.runs, 7),
    build: !values['no-build'],
    compare: values.compare ?? null,
    lighthouseRuns: values['no-lighthouse'] ? 0 : positive('lighthouse-runs', values['lighthouse-runs'], 3),
  };
}

const parse = (args: string[]) =>
  parseArgs({
    args,
    options: {
      runs: { type: 'string' },
      'no-build': { type: 'boolean' },
      compare: { type: 'string' },
      'no-lighthouse': { type: 'boolean' },
      'lighthouse-runs': { type: 'string' },
    },
  });
