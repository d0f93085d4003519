import { desktopPage } from '../../lib/page-route.ts';

/** The administration console's own pages; each module's console pages are in its feature. */
export const routes = [
  desktopPage(
    '/admin',
    'route.console',
    () => import('./ConsolePage.tsx'),
    (m) => m.ConsolePage,
  ),
];
