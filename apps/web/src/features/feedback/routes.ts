import { desktopPage } from '../../lib/page-route.ts';

/** The feedback pages (the product's paths never change) and the console's questionnaire builder. */
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
  desktopPage(
    '/admin/feedback/forms',
    'route.feedbackForms',
    () => import('./console/FeedbackFormsPage.tsx'),
    (m) => m.FeedbackFormsPage,
  ),
];
