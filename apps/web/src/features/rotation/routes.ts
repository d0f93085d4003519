import { desktopPage } from '../../lib/page-route.ts';

/** The rotation pages (paths are the product's: they never change). */
export const routes = [
  desktopPage(
    '/jobListings',
    'route.jobListings',
    () => import('./JobListPage.tsx'),
    (m) => m.JobListPage,
  ),
  desktopPage(
    '/jobListings/jobListingInfo',
    'route.jobListingInfo',
    () => import('./JobDetailPage.tsx'),
    (m) => m.JobDetailPage,
  ),
];
