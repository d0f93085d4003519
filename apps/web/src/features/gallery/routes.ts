import { desktopPage } from '../../lib/page-route.ts';

/** The gallery pages (paths are the product's: they never change). */
export const routes = [
  desktopPage(
    '/activity',
    'route.activity',
    () => import('./ActivityPage.tsx'),
    (m) => m.ActivityPage,
  ),
  desktopPage(
    '/childrenDay',
    'route.childrenDay',
    () => import('./ChildrenDayPage.tsx'),
    (m) => m.ChildrenDayPage,
  ),
  desktopPage(
    '/leRun',
    'route.leRun',
    () => import('./LeRunPage.tsx'),
    (m) => m.LeRunPage,
  ),
];
