import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** One page of the portal: its hash path, its title and its module, loaded when first opened. */
export interface PageRoute {
  path: string;
  /** i18n key of the page title. */
  titleKey: string;
  /** `desktop` inside the shared header and footer; `h5` in the phone layout (antd-mobile, no antd). */
  layout: 'desktop' | 'h5';
  Component: LazyExoticComponent<ComponentType>;
}

/**
 * Each page module is its own chunk, loaded when its path is first opened, so the home's first load
 * carries only the shell and the home. `npm run size` and the phone-width e2e read the
 * `desktopPage(…)` and `h5Page(…)` calls of every feature's routes.ts: keep them in this form.
 */
const pageOf =
  (layout: PageRoute['layout']) =>
  <M>(
    path: string,
    titleKey: string,
    load: () => Promise<M>,
    pick: (module: M) => ComponentType,
  ): PageRoute => ({
    path,
    titleKey,
    layout,
    Component: lazy(async () => ({ default: pick(await load()) })),
  });

export const desktopPage = pageOf('desktop');
export const h5Page = pageOf('h5');
