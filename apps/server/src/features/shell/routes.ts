import type { FastifyInstance } from 'fastify';
import { apiRoute, signedIn } from '../../http/api-route.ts';
import { requestLanguage } from '../../http/language.ts';
import { helpChatRoutes } from '../help-chat/routes.ts';
import { messageRoutes } from '../messages/routes.ts';
import { findPublishedNavLinks } from './repository.ts';
import { groupNavLinks, portalConfigOf } from './service.ts';

/**
 * The calls behind the header of every desktop page (docs/shell.md). The header's in-app messages
 * and help chat are features of their own, brought in here so app.ts registers the shell once.
 */
export async function shellRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.ctx;

  apiRoute(app, 'shellNavLinks', {
    access: signedIn,
    handler: async ({ request }) =>
      groupNavLinks(await findPublishedNavLinks(db, clock.now()), requestLanguage(request)),
  });

  apiRoute(app, 'shellPortalConfig', { access: signedIn, handler: async () => portalConfigOf(config) });

  await app.register(messageRoutes);
  await app.register(helpChatRoutes);
}
