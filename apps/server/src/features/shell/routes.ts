import type { FastifyInstance } from 'fastify';
import { apiRoute, signedIn } from '../../http/api-route.ts';
import { requestLanguage } from '../../http/language.ts';
import { findPublishedNavLinks } from './repository.ts';
import { groupNavLinks, portalConfigOf } from './service.ts';

/** The header's links and configuration (docs/shell.md); its messages and help chat are features of their own. */
export async function shellRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.ctx;

  apiRoute(app, 'shellNavLinks', {
    access: signedIn,
    handler: async ({ request }) =>
      groupNavLinks(await findPublishedNavLinks(db, clock.now()), requestLanguage(request)),
  });

  apiRoute(app, 'shellPortalConfig', { access: signedIn, handler: async () => portalConfigOf(config) });
}
