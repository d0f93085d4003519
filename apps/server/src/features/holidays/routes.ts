import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { createHolidaysService } from './service.ts';

/** The holiday calendar (docs/holidays.md): everyone reads; the holiday right writes. */
export async function holidayRoutes(app: FastifyInstance) {
  const holidays = createHolidaysService(app.ctx);

  apiRoute(app, 'holidayYear', { access: signedIn, handler: ({ query }) => holidays.year(query.year) });

  apiRoute(app, 'holidayCreate', {
    access: signedIn, // the holiday right: policy.ts canEditHolidays
    handler: ({ user, body }) => holidays.create(user, body),
  });

  apiRoute(app, 'holidayUpdate', {
    access: signedIn, // the holiday right: policy.ts canEditHolidays
    handler: ({ user, body: { id, ...entry } }) => holidays.update(user, id, entry),
  });

  apiRoute(app, 'holidayRemove', {
    access: signedIn, // the holiday right: policy.ts canEditHolidays
    handler: async ({ user, body }) => {
      await holidays.remove(user, body.id);
      return null;
    },
  });
}
