import type { QueryClient } from '@tanstack/react-query';
import { currentUserQuery } from '../api/current-user.ts';
import { pathOf, searchOf } from '../lib/hash-location.ts';
import type { PageRoute } from '../lib/page-route.ts';
import { layouts } from './layouts.ts';
import { h5Pages, pages } from './pages.ts';

const splitTarget = (hashTarget: string) => {
  const path = pathOf(hashTarget);
  return { path, query: searchOf(hashTarget), page: pages.find((candidate) => candidate.path === path) };
};

/** The layout a path opens in: a phone page's, else the desktop one (its 404 included). */
export const layoutOf = (path: string): PageRoute['layout'] =>
  h5Pages.some((page) => page.path === path) ? 'h5' : 'desktop';

/**
 * Loads the opened page's code and its layout's before the first render (index.html has asked for
 * every file already), so the first view renders at once instead of suspending twice (React 19
 * holds back what replaces a Suspense fallback for 300 ms). A page with parameters in its path
 * loads when rendered.
 */
export async function loadFirstView(hashTarget: string): Promise<void> {
  const { path, page } = splitTarget(hashTarget);
  await Promise.all([layouts[layoutOf(path)].load(), page?.page.load()]);
}

/**
 * Starts the first view's calls as the app starts, before React renders: the signed-in user, then
 * the data of the opened page when it declares a prefetch. Rendering would otherwise ask for them
 * one after the other: the layout waits for the user, the page mounts, and only then asks for its
 * data. The prefetch's module loads while the language does, so the page's call leaves the
 * moment the user is known. A failure is left to the page's own query, which tells it as it
 * always does.
 */
export async function prefetchFirstView(
  client: QueryClient,
  hashTarget: string,
  languageReady: Promise<unknown>,
) {
  const { query, page } = splitTarget(hashTarget);
  const loading = page?.loadPrefetch?.();
  try {
    // The calls speak the page's language (their refusals are shown in it).
    await languageReady;
    const [user, prefetch] = await Promise.all([client.fetchQuery(currentUserQuery), loading]);
    prefetch?.(client, user, new URLSearchParams(query));
  } catch {
    // Left to the page's own queries.
  }
}
