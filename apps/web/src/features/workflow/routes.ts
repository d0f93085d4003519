import { desktopPage } from '../../lib/page-route.ts';

/** The workflow pages (paths are the product's: they never change). */
export const routes = [
  desktopPage(
    '/bm',
    'route.processCenter',
    () => import('./ProcessCenterPage.tsx'),
    (m) => m.ProcessCenterPage,
  ),
];
