import { desktopPage } from '../../lib/page-route.ts';

/** The redirect pages (paths are the product's: they never change). */
export const routes = [
  desktopPage(
    '/redirect/*?',
    'route.redirect',
    () => import('./RedirectPage.tsx'),
    (m) => m.RedirectPage,
  ),
];
