import type { FastifyInstance } from 'fastify';
import { apiRoute, signedIn } from '../../http/api-route.ts';
import { requestLanguage } from '../../http/language.ts';
import { newsDetail, newsList } from './service.ts';

/** News/notices (CMS columns) and the detail of any document (docs/rules.md). */
export async function newsRoutes(app: FastifyInstance) {
  const { db, clock } = app.ctx;

  apiRoute(app, 'newsQueryWithLanguage', {
    access: signedIn,
    handler: async ({ query, request }) => newsList({ db, clock }, query, requestLanguage(request)),
  });

  apiRoute(app, 'newsDetail', {
    access: signedIn,
    handler: async ({ query }) => newsDetail({ db, clock }, query.id),
  });
}
