import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { requestLanguage } from '../../http/language.ts';
import { createShellService } from './service.ts';

/** The header's links and configuration (docs/shell.md); its messages and help chat are features of their own. */
export async function shellRoutes(app: FastifyInstance) {
  const shell = createShellService(app.ctx);

  apiRoute(app, 'shellNavLinks', {
    access: signedIn,
    handler: async ({ request }) => shell.navLinks(requestLanguage(request)),
  });

  apiRoute(app, 'shellPortalConfig', { access: signedIn, handler: async () => shell.portalConfig() });
}
