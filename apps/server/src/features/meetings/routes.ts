import type { FastifyInstance } from 'fastify';
import { apiRoute, signedIn } from '../../http/api-route.ts';
import { createMeeting } from './service.ts';

export async function meetingRoutes(app: FastifyInstance) {
  const { db, clock, changes } = app.ctx;

  // Any signed-in employee books a room by creating a meeting (SPEC §6: all may book).
  apiRoute(app, 'createMeeting', {
    access: signedIn,
    successMessage: 'meeting.created',
    handler: async ({ body, user }) => createMeeting(db, changes, clock, user, body),
  });
}
