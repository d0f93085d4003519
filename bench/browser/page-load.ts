import type { Browser, Page } from 'playwright-core';
import { NetworkLog, type Requests } from './network-log.ts';
import type { SignedIn } from './sign-in.ts';
import type { View } from './views.ts';

/** One load of a view: how long until it was drawn, and what it fetched until then. */
export interface Load {
  ms: number;
  parts: number;
  requests: Requests;
}

/** A portal being measured, and the signed-in state every context starts from. */
export interface Target {
  label: string;
  url: string;
  signedIn: SignedIn;
}

export type Temperature = 'cold' | 'warm';

/** The longest one load may take on a busy box before the run is counted as failed. */
const LOAD_TIMEOUT_MS = 60_000;

/**
 * Opens `view` in a new context (an empty cache, the session cookie): COLD is its first
 * navigation; WARM is a second navigation after one load that filled the HTTP cache (a new
 * document, as a person opening the page again: not a reload, which would revalidate everything).
 */
export async function loadView(browser: Browser, target: Target, view: View, temperature: Temperature) {
  const context = await browser.newContext({ ...view.device, storageState: target.signedIn });
  try {
    const page = await context.newPage();
    const url = `${target.url}/#${view.route}`;
    if (temperature === 'warm') {
      await drawn(page, url, view, `${view.name} (priming load) on ${target.label}`);
      // From the same URL a goto would be a same-document hash change; a blank page in between makes it a new document.
      await page.goto('about:blank');
    }
    return await measuredLoad(page, url, view, `${view.name} (${temperature}) on ${target.label}`);
  } finally {
    await context.close();
  }
}

async function measuredLoad(page: Page, url: string, view: View, what: string) {
  const log = await NetworkLog.attach(page);
  const { ms, atMs, parts } = await drawn(page, url, view, what);
  return { ms, parts, requests: await log.sentUntil(atMs) } satisfies Load;
}

/** Navigates to `url` and waits until the view is drawn; a timeout says which view and what was awaited. */
async function drawn(page: Page, url: string, view: View, what: string) {
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    return await view.waitUntilDrawn(page, LOAD_TIMEOUT_MS);
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0];
    throw new Error(`${what}: not drawn (${view.condition}): ${reason}`);
  }
}
