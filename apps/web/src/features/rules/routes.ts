import { desktopPage } from '../../lib/page-route.ts';

/** The rules pages (paths are the product's: they never change). */
export const routes = [
  desktopPage(
    '/ruleList',
    'rules.title',
    () => import('./RuleListPage.tsx'),
    (m) => m.RuleListPage,
  ),
  desktopPage(
    '/ruleDetail',
    'rules.detailTitle',
    () => import('./RuleDetailPage.tsx'),
    (m) => m.RuleDetailPage,
  ),
];
