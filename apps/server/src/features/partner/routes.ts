import { navigations } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEMO_PARTNER_SECRET } from '../../config.ts';
import { anyone, partnerOrSession } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { requestLanguage } from '../../http/language.ts';
import { navigationRoute } from '../../http/navigation-route.ts';
import { expectSignOnAccount } from '../auth/index.ts';
import { createBookingsService } from '../bookings/index.ts';
import { createPeopleService, listDemoAccounts } from '../people/index.ts';
import { createRoomsService } from '../rooms/index.ts';
import { partnerEmailOf } from './policy.ts';
import { createPartnerService } from './service.ts';
import { partnerSignOnAccount } from './sign-on-account.ts';
import { mintPartnerToken, partnerPageUrl, SIMULATOR_TOKEN_SECONDS } from './simulator.ts';
import { renderSimulatorPage } from './simulator-page.ts';

/** How many demo users the simulator offers. */
const SIMULATOR_USERS = 12;
/** An expired simulator token ended this long ago: well past the clock tolerance. */
const EXPIRED_AGO_MS = 5 * 60_000;

/** The simulator never refuses its own query: an odd value is as good as none. */
const simulatorQuery = z.object({
  userId: z.string().max(64).optional().catch(undefined),
  language: z.enum(['zh', 'en']).optional().catch(undefined),
  expired: z.literal('1').optional().catch(undefined),
});

/**
 * The partner host's calls (docs/partner.md): the room list, my bookings, cancel and the employee
 * look-up answer exactly as their portal twins (the same services), for the employee a verified
 * partner token names — or, without a token, the portal session's. In demo mode, the simulator.
 */
export async function partnerRoutes(app: FastifyInstance) {
  const partner = createPartnerService(app.ctx);
  const rooms = createRoomsService(app.ctx);
  const bookings = createBookingsService(app.ctx);
  const people = createPeopleService(app.ctx);
  const { config, db, clock } = app.ctx;
  if (config.partner) expectSignOnAccount(app.ctx, partnerSignOnAccount(config.partner.mailDomain));

  apiRoute(app, 'partnerUserInfo', {
    access: partnerOrSession,
    handler: async ({ user }) => partner.userInfo(user),
  });

  apiRoute(app, 'partnerRoomList', {
    access: partnerOrSession,
    handler: async ({ body }) => (await rooms.list(body)).data,
  });

  apiRoute(app, 'partnerBookingMine', {
    access: partnerOrSession, // their own email only: lib/own-email.ts isCallerEmail
    handler: async ({ query, user }) => bookings.listMine(user, query.email),
  });

  apiRoute(app, 'partnerBookingCancel', {
    access: partnerOrSession, // the booker or an admin: bookings' canCancelBooking
    successMessage: 'booking.cancelled',
    handler: async ({ query, user }) => {
      await bookings.cancel(user, query.id);
      return null;
    },
  });

  apiRoute(app, 'partnerPeopleByEmails', {
    access: partnerOrSession,
    handler: async ({ body }) => people.byEmails(body),
  });

  // The simulator hands anyone a token for any user, so it signs with the demo secret only and
  // exists only while tokens are checked with it: in demo mode with no key source configured.
  if (!config.demoMode || config.partner?.secret !== DEMO_PARTNER_SECRET) return;
  const { mailDomain, issuer, audience } = config.partner;
  const secret = DEMO_PARTNER_SECRET;
  navigationRoute(app, {
    path: navigations.partnerSimulator,
    access: anyone, // demo mode only: anyone trying the demo may act as a demo user
    query: simulatorQuery,
    handler: async ({ query, request, reply }) => {
      const users = (await listDemoAccounts(db, SIMULATOR_USERS)).flatMap(({ email, name }) => {
        const [userId = '', domain] = email.split('@');
        return domain === mailDomain && partnerEmailOf(userId, mailDomain) ? [{ userId, name }] : [];
      });
      let opened = null;
      if (query.userId && partnerEmailOf(query.userId, mailDomain)) {
        const expiresAt = query.expired
          ? new Date(Date.now() - EXPIRED_AGO_MS)
          : new Date(Date.now() + SIMULATOR_TOKEN_SECONDS * 1000);
        const token = await mintPartnerToken({ secret, issuer, audience }, query.userId, expiresAt);
        opened = {
          userId: query.userId,
          url: partnerPageUrl(query.userId, token),
          expires: clock.format(expiresAt),
          expired: query.expired === '1',
        };
      }
      const language = query.language ?? requestLanguage(request);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderSimulatorPage({ language, users, opened }));
    },
  });
}
