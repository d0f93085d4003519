import type { FastifyInstance } from 'fastify';
import { apiRoute, signedIn } from '../../http/api-route.ts';
import { markRead, messagePage } from './service.ts';

/** In-app messages (docs/shell.md): each employee reads and marks only their own. */
export async function messageRoutes(app: FastifyInstance) {
  const { db, clock } = app.ctx;
  const deps = { db, clock };

  apiRoute(app, 'shellMessageList', {
    access: signedIn,
    handler: async ({ query, user }) => messagePage(deps, user.id, query),
  });

  apiRoute(app, 'shellMessageRead', {
    access: signedIn,
    handler: async ({ body, user }) => markRead(deps, user.id, body.ids),
  });
}
