import type { FastifyInstance } from 'fastify';
import { apiRoute, signedIn } from '../../http/api-route.ts';
import { ruleDocList, templateDocList } from './service.ts';

/** The rule library's lists (docs/rules.md); its detail is news' and its downloads are downloads'. */
export async function rulesRoutes(app: FastifyInstance) {
  const { db, clock } = app.ctx;

  apiRoute(app, 'rulesDocList', {
    access: signedIn,
    handler: async ({ query }) => ruleDocList({ db, clock }, query),
  });

  apiRoute(app, 'rulesTemplateDocList', {
    access: signedIn,
    handler: async ({ query }) => templateDocList({ db, clock }, query),
  });
}
