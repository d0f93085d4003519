import { desktopPage } from '../../lib/page-route.ts';

/** The honor pages (paths are the product's: they never change). */
export const routes = [
  desktopPage(
    '/honor',
    'route.honor',
    () => import('./HonorPage.tsx'),
    (m) => m.HonorPage,
  ),
  desktopPage(
    '/honorDetail',
    'route.honorDetail',
    () => import('./HonorDetailPage.tsx'),
    (m) => m.HonorDetailPage,
  ),
];
