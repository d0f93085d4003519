import type { FastifyInstance } from 'fastify';
import { apiRoute, signedIn } from '../../http/api-route.ts';
import { employeesByEmails, searchEmployees, toCurrentUser } from './service.ts';

export async function peopleRoutes(app: FastifyInstance) {
  const { db, clock } = app.ctx;

  apiRoute(app, 'getCurrentUser', {
    access: signedIn,
    handler: async ({ user }) => toCurrentUser(user, clock.timeZone),
  });

  apiRoute(app, 'getUserCardInfo', {
    access: signedIn,
    handler: async ({ user }) => ({ userId: user.userId, email: user.email }),
  });

  apiRoute(app, 'searchEmployees', {
    access: signedIn,
    handler: async ({ query }) => searchEmployees(db, query.keyword, query.limit),
  });

  apiRoute(app, 'getEmployeesByEmailArray', {
    access: signedIn,
    handler: async ({ body }) => employeesByEmails(db, body),
  });
}
