import type { FastifyInstance } from 'fastify';
import { apiRoute, signedIn } from '../../http/api-route.ts';
import { honorDetail, listAwards, wallOfFame } from './service.ts';

/** The honor hall (docs/honor.md); its comments and likes are the posts feature's. */
export async function honorRoutes(app: FastifyInstance) {
  const deps = { db: app.ctx.db, clock: app.ctx.clock };

  // SPEC §6: any signed-in employee views the honor hall.
  apiRoute(app, 'honorAwardList', { access: signedIn, handler: () => listAwards(deps) });

  apiRoute(app, 'honorWallOfFame', {
    access: signedIn,
    handler: ({ body }) => wallOfFame(deps, body),
  });

  apiRoute(app, 'honorDetail', {
    access: signedIn,
    handler: ({ query }) => honorDetail(deps, query.id),
  });
}
