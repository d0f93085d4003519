import { CALENDAR_FEED_PATH } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { anyone, signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { navigationRoute } from '../../http/navigation-route.ts';
import { createInvitationsService } from './service.ts';

/** The feed's address is given on this server's own origin (behind a proxy: TRUST_PROXY). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Calendars: the private feed of each employee's meetings and the calls that manage its address
 * (docs/invitations.md). Email invitations are not routes: the job worker sends them.
 */
export async function invitationRoutes(app: FastifyInstance) {
  const invitations = createInvitationsService(app.ctx);

  apiRoute(app, 'calendarFeedMine', {
    access: signedIn, // the caller's own feed: lib/own-email.ts isCallerEmail
    handler: async ({ body, user, request }) => invitations.myFeed(user, body.userEmail, originOf(request)),
  });

  apiRoute(app, 'calendarFeedRenew', {
    access: signedIn, // the caller's own feed: lib/own-email.ts isCallerEmail
    handler: async ({ body, user, request }) =>
      invitations.renewFeed(user, body.userEmail, originOf(request)),
  });

  apiRoute(app, 'calendarFeedRevoke', {
    access: signedIn, // the caller's own feed: lib/own-email.ts isCallerEmail
    handler: async ({ body, user }) => {
      await invitations.revokeFeed(user, body.userEmail);
      return null;
    },
  });

  navigationRoute(app, {
    path: `${CALENDAR_FEED_PATH}/:file`,
    access: anyone, // calendar clients carry no session: the token in the address is the credential
    params: z.object({ file: z.string().max(100) }),
    handler: async ({ params, reply }) => {
      const ics = await invitations.feed(params.file.replace(/\.ics$/, ''));
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(ics);
    },
  });
}
