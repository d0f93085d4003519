import type { Page } from '@playwright/test';

/**
 * Walks from page to page the way a person does, by the hash, without loading the app again: what
 * the page on screen shows (`content`, a selector) is marked first, so `freshContent` finds only
 * what the next page draws and the last page can never pass for the new one.
 */
export async function goByHash(page: Page, hash: string, content: string) {
  await page.evaluate(
    ({ selector, target }) => {
      for (const element of document.querySelectorAll(`#root ${selector}`))
        element.setAttribute('data-left', '');
      location.hash = target;
    },
    { selector: content, target: hash },
  );
}

/** The content the page drew since the last `goByHash`. */
export const freshContent = (page: Page, content: string) =>
  page.locator(`#root ${content}:not([data-left])`);

/**
 * Whether going from `from` to `to` can be done by the hash: the same document (only the hash
 * differs) and another route (the same route keeps its elements, so nothing new would be drawn).
 */
export function walksByHash(from: string | undefined, to: string): boolean {
  if (from === undefined) return false;
  const [before, after] = [new URL(from), new URL(to)];
  const route = (url: URL) => url.hash.split('?')[0];
  return (
    before.origin === after.origin &&
    before.pathname + before.search === after.pathname + after.search &&
    after.hash.startsWith('#/') &&
    route(before) !== route(after)
  );
}
