import { desktopPage } from '../../lib/page-route.ts';

/** The org-tree pages (paths are the product's: they never change). */
export const routes = [
  desktopPage(
    '/orgTree',
    'route.orgTree',
    () => import('./OrgTreePage.tsx'),
    (m) => m.OrgTreePage,
  ),
];
