import { desktopPage } from '../../lib/page-route.ts';

/** The console's audit trail. */
export const routes = [
  desktopPage(
    '/admin/audit',
    'route.audit',
    () => import('./AuditPage.tsx'),
    (m) => m.AuditPage,
  ),
];
