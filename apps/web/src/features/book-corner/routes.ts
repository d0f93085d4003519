import { desktopPage } from '../../lib/page-route.ts';

/** The book-corner pages (paths are the product's: they never change). */
export const routes = [
  desktopPage(
    '/bookCorner',
    'route.bookCorner',
    () => import('./BookCornerPage.tsx'),
    (m) => m.BookCornerPage,
  ),
];
