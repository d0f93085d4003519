import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { requestLanguage } from '../../http/language.ts';
import { createNewsService } from './service.ts';

/** News/notices (CMS columns) and the detail of any document (docs/rules.md). */
export async function newsRoutes(app: FastifyInstance) {
  const news = createNewsService(app.ctx);

  apiRoute(app, 'newsQueryWithLanguage', {
    access: signedIn,
    handler: async ({ query, request }) => news.list(query, requestLanguage(request)),
  });

  apiRoute(app, 'newsDetail', {
    access: signedIn,
    handler: async ({ query }) => news.detail(query.id),
  });
}
