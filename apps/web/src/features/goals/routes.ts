import { desktopPage } from '../../lib/page-route.ts';

/** The goals pages (paths are the product's: they never change). */
export const routes = [
  desktopPage(
    '/portal/otkr',
    'route.otkr',
    () => import('./MyGoalsPage.tsx'),
    (m) => m.MyGoalsPage,
  ),
  desktopPage(
    '/otkrApprove',
    'route.otkrApprove',
    () => import('./ApproveGoalsPage.tsx'),
    (m) => m.ApproveGoalsPage,
  ),
  desktopPage(
    '/downloadOtkr',
    'route.downloadOtkr',
    () => import('./DownloadGoalsPage.tsx'),
    (m) => m.DownloadGoalsPage,
  ),
];
