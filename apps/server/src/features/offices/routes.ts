import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { createOfficesService } from './service.ts';

/** The office addresses (docs/offices.md): every signed-in employee reads them. */
export async function officesRoutes(app: FastifyInstance) {
  const offices = createOfficesService(app.ctx);

  apiRoute(app, 'officeAddressList', { access: signedIn, handler: () => offices.list() });
}
