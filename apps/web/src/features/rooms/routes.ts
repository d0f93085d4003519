import { desktopPage, h5Page } from '../../lib/page-route.ts';

/** The rooms pages (paths are the product's: they never change). */
export const routes = [
  desktopPage(
    '/meeting/meetingOrder',
    'route.meetingOrder',
    () => import('./RoomsPage.tsx'),
    (m) => m.RoomsPage,
    () => import('./first-view.ts'),
  ),
  h5Page(
    '/meetingOrderH5',
    'route.meetingOrderH5',
    () => import('./h5/RoomsH5Page.tsx'),
    (m) => m.RoomsH5Page,
    () => import('./first-view.ts'),
  ),
];
