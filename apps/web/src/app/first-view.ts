import type { QueryClient } from '@tanstack/react-query';
import { currentUserQuery } from '../api/current-user.ts';
import * as featureRoutes from './feature-routes.ts';

const pages = Object.values(featureRoutes).flat();

/**
 * Starts the first view's calls as the app starts, before React renders: the signed-in user, then
 * the data of the opened page when it declares a prefetch. Rendering would otherwise ask for them
 * one after the other: the layout waits for the user, the page mounts, and only then asks for its
 * data. The prefetch's module loads while the language does, so the page's call leaves the
 * moment the user is known, ahead of the layout's render (which the user's answer also starts). A failure
 * is left to the page's own query, which tells it as it always does.
 */
export async function prefetchFirstView(
  client: QueryClient,
  hashTarget: string,
  languageReady: Promise<unknown>,
) {
  const [path = '/', query = ''] = hashTarget.split('?');
  const page = pages.find((candidate) => candidate.path === path);
  // Loaded (and run) before the layout's code, which React asks for once the language is set.
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
