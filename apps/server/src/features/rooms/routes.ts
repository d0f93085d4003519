import type { FastifyInstance } from 'fastify';
import { partnerOrSession, signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { reuseSerializedData } from './serialized-answer.ts';
import { createRoomsService } from './service.ts';

/** The room list and one room's day (docs/rooms.md). */
export async function roomRoutes(app: FastifyInstance) {
  const rooms = createRoomsService(app.ctx);

  apiRoute(app, 'roomList', {
    access: signedIn,
    handler: async ({ body, request, reply }) => {
      const answer = await rooms.list(body);
      reuseSerializedData(request, reply, answer);
      return answer.data;
    },
  });

  apiRoute(app, 'roomLocations', {
    access: partnerOrSession, // the partner app's room page offers the same places
    handler: () => rooms.locations(),
  });

  apiRoute(app, 'roomDay', {
    access: partnerOrSession, // the partner app's create-meeting page checks its range too
    handler: async ({ query }) => rooms.day(query.id, query.date),
  });
}
