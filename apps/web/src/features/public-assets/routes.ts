import { desktopPage } from '../../lib/page-route.ts';

/** The public-assets pages (paths are the product's: they never change). */
export const routes = [
  desktopPage(
    '/assets/index',
    'route.publicAssets',
    () => import('./PublicAssetsPage.tsx'),
    (m) => m.PublicAssetsPage,
  ),
];
