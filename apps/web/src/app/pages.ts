import * as featureRoutes from './feature-routes.ts';

/** Every feature's pages, split by layout: a path is either a desktop page or a phone page. */
export const pages = Object.values(featureRoutes).flat();
export const desktopPages = pages.filter((page) => page.layout === 'desktop');
export const h5Pages = pages.filter((page) => page.layout === 'h5');
