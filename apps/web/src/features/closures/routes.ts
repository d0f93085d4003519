import { desktopPage } from '../../lib/page-route.ts';

/** The console's rooms module: room closures. */
export const routes = [
  desktopPage(
    '/admin/rooms',
    'route.closures',
    () => import('./ClosuresPage.tsx'),
    (m) => m.ClosuresPage,
  ),
];
