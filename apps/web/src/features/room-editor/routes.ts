import { desktopPage } from '../../lib/page-route.ts';

/** The console's rooms module: the rooms themselves (their closures open from each row). */
export const routes = [
  desktopPage(
    '/admin/rooms/editor',
    'route.roomEditor',
    () => import('./RoomEditorPage.tsx'),
    (m) => m.RoomEditorPage,
  ),
];
