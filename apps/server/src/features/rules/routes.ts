import { COMMENT_RESOURCE_TYPES } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { ownCommentThreads } from '../comments/index.ts';
import { createRulesService } from './service.ts';

/** The rule library's lists (docs/rules.md); a document's detail is news', its downloads are downloads'. */
export async function rulesRoutes(app: FastifyInstance) {
  const rules = createRulesService(app.ctx);
  ownCommentThreads(app.ctx, COMMENT_RESOURCE_TYPES.rule, rules.isOpenToComments);

  apiRoute(app, 'rulesDocList', {
    access: signedIn,
    handler: async ({ query }) => rules.ruleDocList(query),
  });

  apiRoute(app, 'rulesTemplateDocList', {
    access: signedIn,
    handler: async ({ query }) => rules.templateDocList(query),
  });
}
