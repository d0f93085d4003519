import { desktopPage } from '../../lib/page-route.ts';

/** The console's page for bell messages to many (the bell itself is the shell's). */
export const routes = [
  desktopPage(
    '/admin/messages',
    'route.broadcast',
    () => import('./BroadcastPage.tsx'),
    (m) => m.BroadcastPage,
  ),
];
