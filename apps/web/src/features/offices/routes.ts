import { desktopPage } from '../../lib/page-route.ts';

/** The offices pages (paths are the product's: they never change). */
export const routes = [
  desktopPage(
    '/workAddress',
    'route.workAddress',
    () => import('./OfficesPage.tsx'),
    (m) => m.OfficesPage,
  ),
];
