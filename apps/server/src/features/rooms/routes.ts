import type { FastifyInstance } from 'fastify';
import { apiRoute, signedIn } from '../../http/api-route.ts';
import { prepareRoomQueries } from './repository.ts';
import { listRooms } from './service.ts';

export async function roomRoutes(app: FastifyInstance) {
  const { db, clock } = app.ctx;
  const queries = prepareRoomQueries(db);

  // SPEC §6: any signed-in employee browses rooms.
  apiRoute(app, 'roomList', {
    access: signedIn,
    handler: async ({ body }) => listRooms(queries, clock, body),
  });
}
