import { desktopPage } from '../../lib/page-route.ts';

/** The console's notices: their list, and the editor of one. */
export const routes = [
  desktopPage(
    '/admin/news',
    'route.newsEditor',
    () => import('./editor/NewsEditorListPage.tsx'),
    (m) => m.NewsEditorListPage,
  ),
  desktopPage(
    '/admin/news/edit',
    'route.noticeEditor',
    () => import('./editor/NewsEditorPage.tsx'),
    (m) => m.NewsEditorPage,
  ),
];
