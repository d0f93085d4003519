import { desktopPage } from '../../lib/page-route.ts';

/** The home pages (paths are the product's: they never change). */
export const routes = [
  desktopPage(
    '/',
    'home.title',
    () => import('./HomePage.tsx'),
    (m) => m.HomePage,
  ),
];
