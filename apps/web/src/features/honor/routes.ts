import { desktopPage } from '../../lib/page-route.ts';

/** The honor pages (paths are the product's: they never change). */
export const routes = [
  desktopPage(
    '/honor',
    'honor.title',
    () => import('./HonorPage.tsx'),
    (m) => m.HonorPage,
  ),
  desktopPage(
    '/honorDetail',
    'honor.detailTitle',
    () => import('./HonorDetailPage.tsx'),
    (m) => m.HonorDetailPage,
  ),
];
