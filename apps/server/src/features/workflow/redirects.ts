import {
  PROCESS_CENTER_PATH,
  PROCESS_CENTER_ROUTE,
  processCenterQuery,
  STAFF_INFO_ROUTE,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { anyone } from '../../http/access.ts';
import { navigationRoute } from '../../http/navigation-route.ts';

/**
 * `/bm` was the process center's address before the portal's pages moved into the hash: old
 * bookmarks land on the hash route instead of a bare answer. Anyone is sent on, since the page
 * itself asks a visitor without a session to sign on first.
 */
export function processCenterRedirects(app: FastifyInstance) {
  navigationRoute(app, {
    path: PROCESS_CENTER_PATH,
    access: anyone,
    query: processCenterQuery,
    handler: async ({ query, reply }) =>
      reply.redirect(query.direct === '1' ? STAFF_INFO_ROUTE : PROCESS_CENTER_ROUTE, 302),
  });
}
