import type { FastifyInstance } from 'fastify';
import { partnerOrSession, signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { createPeopleService, toCurrentUser } from './service.ts';

export async function peopleRoutes(app: FastifyInstance) {
  const people = createPeopleService(app.ctx);
  const { clock } = app.ctx;

  apiRoute(app, 'peopleCurrentUser', {
    access: signedIn,
    handler: async ({ user }) => toCurrentUser(user, clock.timeZone),
  });

  apiRoute(app, 'peopleUserCard', {
    access: signedIn,
    handler: async ({ user }) => ({ userId: user.userId, email: user.email }),
  });

  apiRoute(app, 'peopleStaffInfoMine', {
    access: signedIn, // the caller's own card only: the call takes no id
    handler: async ({ user }) => people.staffInfo(user),
  });

  apiRoute(app, 'peopleSearch', {
    access: partnerOrSession, // the partner app's create-meeting page picks attendees too
    handler: async ({ query }) => people.search(query.keyword, query.limit),
  });

  apiRoute(app, 'peopleByEmails', {
    access: signedIn,
    handler: async ({ body }) => people.byEmails(body),
  });

  apiRoute(app, 'peopleByText', {
    access: signedIn,
    handler: async ({ body }) => people.byEmails(body.email.split(',')),
  });

  apiRoute(app, 'peopleHrmByEmails', {
    access: signedIn,
    handler: async ({ body }) =>
      (await people.byEmails(body)).map(({ email, name, department }) => ({ email, name, department })),
  });
}
