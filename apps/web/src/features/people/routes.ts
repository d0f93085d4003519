import { desktopPage } from '../../lib/page-route.ts';

/** The people pages (paths are the product's: they never change). */
export const routes = [
  desktopPage(
    '/staffInfo',
    'route.staffInfo',
    () => import('./StaffInfoPage.tsx'),
    (m) => m.StaffInfoPage,
  ),
];
