import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { createMessagesService } from './service.ts';

/** In-app messages (docs/shell.md): each employee reads and marks only their own; messages:send holders send to many (docs/console.md). */
export async function messageRoutes(app: FastifyInstance) {
  const messages = createMessagesService(app.ctx);

  apiRoute(app, 'messageList', {
    access: signedIn,
    handler: async ({ query, user }) => messages.page(user.id, query),
  });

  apiRoute(app, 'messageRead', {
    access: signedIn,
    handler: async ({ body, user }) => messages.markRead(user.id, body.ids),
  });

  apiRoute(app, 'messageBroadcast', {
    access: signedIn, // the messages:send right: policy.ts canBroadcast
    handler: async ({ body, user }) => messages.broadcast(user, body),
  });
}
