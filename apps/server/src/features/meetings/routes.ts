import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { createMeetingsService } from './service.ts';

/** Creating a meeting books its room (docs/meetings.md). */
export async function meetingRoutes(app: FastifyInstance) {
  const meetings = createMeetingsService(app.ctx);

  apiRoute(app, 'createMeeting', {
    access: signedIn, // every employee may book; attachments must be their own uploads
    successMessage: 'meeting.created',
    handler: async ({ body, user }) => meetings.create(user, body),
  });
}
