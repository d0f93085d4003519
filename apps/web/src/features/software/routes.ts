import { desktopPage } from '../../lib/page-route.ts';

/** The software pages (paths are the product's: they never change). */
export const routes = [
  desktopPage(
    '/downloadSoftware',
    'route.downloadSoftware',
    () => import('./SoftwarePage.tsx'),
    (m) => m.SoftwarePage,
  ),
];
