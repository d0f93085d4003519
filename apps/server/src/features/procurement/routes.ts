import type { FastifyInstance } from 'fastify';
import { apiRoute, signedIn } from '../../http/api-route.ts';
import { procurementList, procurementOfMonth } from './service.ts';

/** Public procurement disclosure (阳光公示, docs/home.md): every signed-in employee reads it. */
export async function procurementRoutes(app: FastifyInstance) {
  const deps = { db: app.ctx.db, clock: app.ctx.clock };

  apiRoute(app, 'procurementList', { access: signedIn, handler: async () => procurementList(deps) });

  apiRoute(app, 'procurementDetailList', {
    access: signedIn,
    handler: async ({ query }) => procurementOfMonth(deps, query.month),
  });
}
