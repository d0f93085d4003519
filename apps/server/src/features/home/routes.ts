import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { requestLanguage } from '../../http/language.ts';
import { createHomeService } from './service.ts';

/** The home page's calls (docs/home.md). */
export async function homeRoutes(app: FastifyInstance) {
  const home = createHomeService(app.ctx);

  apiRoute(app, 'homeBanners', { access: signedIn, handler: async () => home.banners() });

  apiRoute(app, 'homeAggregateInfo', {
    access: signedIn,
    handler: async ({ request }) => home.aggregateInfo(requestLanguage(request)),
  });

  apiRoute(app, 'homeActivities', { access: signedIn, handler: async () => home.activities() });

  apiRoute(app, 'homeHotQuestions', {
    access: signedIn,
    handler: async ({ query }) => home.hotQuestionPage(query),
  });

  apiRoute(app, 'homeCulture', { access: signedIn, handler: async () => home.culture() });
}
