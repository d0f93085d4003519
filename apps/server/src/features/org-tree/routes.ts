import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { createOrgTreeService } from './service.ts';

/** The organisation tree (docs/org-tree.md): every employee may read it. */
export async function orgTreeRoutes(app: FastifyInstance) {
  const orgTree = createOrgTreeService(app.ctx);

  apiRoute(app, 'orgTree', { access: signedIn, handler: () => orgTree.tree() });
}
