import type { FastifyInstance } from 'fastify';
import { requireRole, signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { rightsHeldBy } from './policy.ts';
import { createRightsService } from './service.ts';

/** Module rights (docs/people.md): only an administrator hands them out; each employee sees their own. */
export async function rightsRoutes(app: FastifyInstance) {
  const rights = createRightsService(app.ctx);

  apiRoute(app, 'rightMine', {
    access: signedIn, // the caller's own rights only: the call takes no one's email
    handler: async ({ user }) => rightsHeldBy(user),
  });

  apiRoute(app, 'rightList', {
    access: requireRole('admin'),
    handler: async () => rights.holders(),
  });

  apiRoute(app, 'rightGrant', {
    access: requireRole('admin'),
    handler: async ({ user, body }) => rights.change(user, 'grant', body.email, body.right),
  });

  apiRoute(app, 'rightRevoke', {
    access: requireRole('admin'),
    handler: async ({ user, body }) => rights.change(user, 'revoke', body.email, body.right),
  });
}
