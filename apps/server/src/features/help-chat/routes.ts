import type { FastifyInstance } from 'fastify';
import { apiRoute, signedIn } from '../../http/api-route.ts';
import { signedChatUrl } from './service.ts';

/** The help widget's chat link, signed for the caller (docs/shell.md). */
export async function helpChatRoutes(app: FastifyInstance) {
  const { config, clock } = app.ctx;

  apiRoute(app, 'shellHelpChatUrl', {
    access: signedIn,
    handler: async ({ user }) => ({ url: signedChatUrl(config.helpDesk, user, clock.now()) }),
  });
}
