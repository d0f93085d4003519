import { desktopPage } from '../../lib/page-route.ts';

/** The procurement pages (paths are the product's: they never change). */
export const routes = [
  desktopPage(
    '/publicShow',
    'home.publicShow.title',
    () => import('./ProcurementPage.tsx'),
    (m) => m.ProcurementPage,
  ),
];
