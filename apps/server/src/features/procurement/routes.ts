import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { createProcurementService } from './service.ts';

/** The public procurement disclosure (阳光公示, docs/home.md). */
export async function procurementRoutes(app: FastifyInstance) {
  const procurement = createProcurementService(app.ctx);

  apiRoute(app, 'procurementList', { access: signedIn, handler: async () => procurement.list() });

  apiRoute(app, 'procurementDetailList', {
    access: signedIn,
    handler: async ({ query }) => procurement.ofMonth(query.month),
  });
}
