import { desktopPage } from '../../lib/page-route.ts';

/** The personal-projects pages (paths are the product's: they never change). */
export const routes = [
  desktopPage(
    '/personalProject/personalProject',
    'route.personalProject',
    () => import('./PersonalProjectsPage.tsx'),
    (m) => m.PersonalProjectsPage,
  ),
];
