import { desktopPage } from '../../lib/page-route.ts';

/** The rules pages (paths are the product's: they never change). */
export const routes = [
  desktopPage(
    '/ruleList',
    'route.ruleList',
    () => import('./RuleListPage.tsx'),
    (m) => m.RuleListPage,
  ),
  desktopPage(
    '/ruleDetail',
    'route.ruleDetail',
    () => import('./RuleDetailPage.tsx'),
    (m) => m.RuleDetailPage,
  ),
];
