import type { CurrentUser } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { type Preloadable, preloadable } from './preloadable.ts';

/**
 * Asks for the data a page's first view shows, into the query cache, before the page renders: the
 * page's own queries then find it loading or loaded. `query` is the hash route's query.
 */
export type PagePrefetch = (client: QueryClient, user: CurrentUser, query: URLSearchParams) => void;

/** One page of the portal: its hash path, its title and its module, loaded when first opened. */
export interface PageRoute {
  path: string;
  /** i18n key of the page title. */
  titleKey: string;
  /** `desktop` inside the shared header and footer; `h5` in the phone layout (antd-mobile, no antd). */
  layout: 'desktop' | 'h5';
  /** The page's component, loaded when first opened, or earlier for the first view (app/first-view.ts). */
  page: Preloadable<object>;
  /** The page's first-view prefetch, loaded on its own (app/first-view.ts); pages without parameters only. */
  loadPrefetch?: () => Promise<PagePrefetch>;
}

/**
 * Each page module is its own chunk, loaded when its path is first opened, so the home's first load
 * carries only the shell and the home. A page may name a second, small module whose `prefetch`
 * asks for its first view's data: it is loaded (and run) without waiting for the page's code. The
 * build (build-plugins/page-routes.ts) and the phone-width e2e read the `desktopPage(…)` and
 * `h5Page(…)` calls of every feature's routes.ts: keep them in this form.
 */
const pageOf =
  (layout: PageRoute['layout']) =>
  <M>(
    path: string,
    titleKey: string,
    load: () => Promise<M>,
    pick: (module: M) => ComponentType,
    loadPrefetch?: () => Promise<{ prefetch: PagePrefetch }>,
  ): PageRoute => ({
    path,
    titleKey,
    layout,
    page: preloadable(async () => pick(await load())),
    ...(loadPrefetch && { loadPrefetch: async () => (await loadPrefetch()).prefetch }),
  });

export const desktopPage = pageOf('desktop');
export const h5Page = pageOf('h5');
