import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { createHelpChatService } from './service.ts';

/** The help widget's chat link, signed for the caller (docs/shell.md). */
export async function helpChatRoutes(app: FastifyInstance) {
  const helpChat = createHelpChatService(app.ctx);

  apiRoute(app, 'helpChatUrl', {
    access: signedIn,
    handler: async ({ user }) => helpChat.chatUrl(user),
  });
}
