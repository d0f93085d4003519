import { desktopPage } from '../../lib/page-route.ts';

/** The rights pages (paths are the product's: they never change). */
export const routes = [
  desktopPage(
    '/admin/rights',
    'route.moduleRights',
    () => import('./RightsPage.tsx'),
    (m) => m.RightsPage,
  ),
];
