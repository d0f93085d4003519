import type { FastifyInstance } from 'fastify';
import { apiRoute, signedIn } from '../../http/api-route.ts';
import { prepareRoomQueries } from './repository.ts';
import { reuseSerializedData } from './serialized-answer.ts';
import { createRoomList } from './service.ts';

export async function roomRoutes(app: FastifyInstance) {
  const { db, clock, changes } = app.ctx;
  const roomList = createRoomList(prepareRoomQueries(db), clock, changes);

  // SPEC §6: any signed-in employee browses rooms.
  apiRoute(app, 'roomList', {
    access: signedIn,
    handler: async ({ body, request, reply }) => {
      const answer = await roomList.list(body);
      reuseSerializedData(request, reply, answer);
      return answer.data;
    },
  });
}
