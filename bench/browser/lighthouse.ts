import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { isStopping, onCleanup } from './cleanup.ts';

/** A page as Lighthouse opens it: a signed-in session, sent as a header since it brings its own browser. */
export interface LighthousePage {
  url: string;
  cookie: string;
}

/** Lighthouse's trace sometimes misses the navigation (NO_NAVSTART) on a busy box; it asks to be run again. */
const ATTEMPTS = 3;

async function score(port: number, page: LighthousePage): Promise<number> {
  const result = await lighthouse(
    page.url,
    { port, logLevel: 'error', onlyCategories: ['performance'], extraHeaders: { Cookie: page.cookie } },
    desktopConfig,
  );
  const value = result?.lhr.categories.performance?.score;
  if (value === undefined || value === null) {
    const problem = result?.lhr.runtimeError?.message;
    throw new Error(`Lighthouse gave ${page.url} no performance score${problem ? `: ${problem}` : ''}`);
  }
  return Math.round(value * 100);
}

/**
 * Lighthouse's performance score (0–100, desktop preset) of each page, `runs` times, in the order
 * given (the caller interleaves the trees). Chromium is started once by chrome-launcher; every run
 * starts from an empty cache, as Lighthouse resets the storage of the page's origin first. A run
 * that fails ATTEMPTS times is reported and left out.
 */
export async function lighthouseScores(pages: LighthousePage[], runs: number): Promise<number[][]> {
  // Ctrl-C is the run's cleanup's to handle: chrome-launcher's own handler would leave at once.
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    handleSIGINT: false,
  });
  const stop = onCleanup('the Lighthouse browser', () => chrome.kill());
  try {
    const scores: number[][] = pages.map(() => []);
    for (let run = 0; run < runs; run++) {
      for (const [index, page] of pages.entries()) {
        for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
          try {
            scores[index]?.push(await score(chrome.port, page));
            break;
          } catch (error) {
            if (isStopping()) throw error;
            console.error(`  attempt ${attempt} of ${ATTEMPTS}: ${(error as Error).message}`);
          }
        }
      }
    }
    return scores;
  } finally {
    await stop();
  }
}
