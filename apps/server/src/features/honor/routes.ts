import { COMMENT_RESOURCE_TYPES } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { ownCommentThreads } from '../comments/index.ts';
import { createHonorService } from './service.ts';

/** The honor hall (docs/honor.md); its comments and likes are the comments feature's. */
export async function honorRoutes(app: FastifyInstance) {
  const honor = createHonorService(app.ctx);
  ownCommentThreads(app.ctx, COMMENT_RESOURCE_TYPES.honor, honor.isOpenToComments);

  apiRoute(app, 'honorAwardList', { access: signedIn, handler: () => honor.awards() });

  apiRoute(app, 'honorWallOfFame', { access: signedIn, handler: ({ body }) => honor.wallOfFame(body) });

  apiRoute(app, 'honorDetail', { access: signedIn, handler: ({ query }) => honor.detail(query.id) });
}
