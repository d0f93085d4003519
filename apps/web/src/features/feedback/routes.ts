import { desktopPage } from '../../lib/page-route.ts';

/** The feedback pages (paths are the product's: they never change). */
export const routes = [
  desktopPage(
    '/listenQuestionnaire',
    'route.listenQuestionnaire',
    () => import('./ListenQuestionnairePage.tsx'),
    (m) => m.ListenQuestionnairePage,
  ),
  desktopPage(
    '/listenQuestionnaire/answers',
    'route.feedbackAnswers',
    () => import('./FeedbackAnswersPage.tsx'),
    (m) => m.FeedbackAnswersPage,
  ),
];
