import type { FastifyInstance } from 'fastify';
import { apiRoute, signedIn } from '../../http/api-route.ts';
import { requestLanguage } from '../../http/language.ts';
import { activityList, aggregateInfo, bannerList, cultureList, hotQuestionPage } from './service.ts';

/** The home page's calls (docs/home.md): every signed-in employee reads them all. */
export async function homeRoutes(app: FastifyInstance) {
  const { db, clock } = app.ctx;
  const deps = { db, clock };

  apiRoute(app, 'homeBanners', { access: signedIn, handler: async () => bannerList(deps) });

  apiRoute(app, 'homeAggregateInfo', {
    access: signedIn,
    handler: async ({ request }) => aggregateInfo(deps, requestLanguage(request)),
  });

  apiRoute(app, 'homeActivities', { access: signedIn, handler: async () => activityList(deps) });

  apiRoute(app, 'homeHotQuestions', {
    access: signedIn,
    handler: async ({ query }) => hotQuestionPage(deps, query),
  });

  apiRoute(app, 'homeCulture', { access: signedIn, handler: async () => cultureList(deps) });
}
