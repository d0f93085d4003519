import { desktopPage, h5Page } from '../../lib/page-route.ts';

/** The bookings pages (paths are the product's: they never change). */
export const routes = [
  desktopPage(
    '/meeting/myOrders',
    'route.myOrders',
    () => import('./MyBookingsPage.tsx'),
    (m) => m.MyBookingsPage,
  ),
  h5Page(
    '/orderHistoryH5',
    'route.orderHistoryH5',
    () => import('./h5/MyBookingsH5Page.tsx'),
    (m) => m.MyBookingsH5Page,
  ),
  h5Page(
    '/orderH5/myOrders',
    'route.orderHistoryH5',
    () => import('./h5/MyBookingsH5Page.tsx'),
    (m) => m.MyBookingsH5Page,
  ),
];
