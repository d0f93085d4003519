import { desktopPage } from '../../lib/page-route.ts';

/** The apartments pages (paths are the product's: they never change). */
export const routes = [
  desktopPage(
    '/apartmentListings',
    'route.apartmentListings',
    () => import('./ApartmentListingsPage.tsx'),
    (m) => m.ApartmentListingsPage,
  ),
];
