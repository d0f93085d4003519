import type { QueryClient } from '@tanstack/react-query';
import { currentUserQuery } from '../api/current-user.ts';
import * as featureRoutes from './feature-routes.ts';

const pages = Object.values(featureRoutes).flat();

/**
 * Starts the first view's calls as the app starts, before React renders: the signed-in user, then
 * the data of the opened page when it declares a prefetch. Rendering would otherwise ask for them
 * one after the other: the layout waits for the user, the page mounts, and only then asks for its
 * data. A failure is left to the page's own query, which tells it as it always does.
 */
export function prefetchFirstView(client: QueryClient, hashTarget: string) {
  const [path = '/', query = ''] = hashTarget.split('?');
  const page = pages.find((candidate) => candidate.path === path);
  void client
    .fetchQuery(currentUserQuery)
    .then((user) => page?.prefetch?.(client, user, new URLSearchParams(query)))
    .catch(() => undefined);
}
