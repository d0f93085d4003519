import type { FastifyInstance } from 'fastify';
import { apiRoute, signedIn } from '../../http/api-route.ts';
import { downloadRoutes } from '../downloads/routes.ts';
import { newsRoutes } from '../news/routes.ts';
import { ruleDocList, templateDocList } from './service.ts';

/**
 * The rule library (docs/rules.md): its lists here, plus the news/detail calls and the downloads its
 * pages use. Every signed-in employee may read them (SPEC §6).
 */
export async function rulesRoutes(app: FastifyInstance) {
  const { db, clock } = app.ctx;
  await app.register(newsRoutes);
  await app.register(downloadRoutes);

  apiRoute(app, 'rulesDocList', {
    access: signedIn,
    handler: async ({ query }) => ruleDocList({ db, clock }, query),
  });

  apiRoute(app, 'rulesTemplateDocList', {
    access: signedIn,
    handler: async ({ query }) => templateDocList({ db, clock }, query),
  });
}
