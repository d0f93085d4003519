import { desktopPage } from '../../lib/page-route.ts';

/** The not-found pages (paths are the product's: they never change). */
export const routes = [
  desktopPage(
    '/404',
    'route.notFound',
    () => import('./NotFoundPage.tsx'),
    (m) => m.NotFoundPage,
  ),
];
