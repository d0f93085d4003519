import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { createClosuresService } from './service.ts';

/** Room closures in the console (docs/console.md): every call is the rooms right's (policy.ts canCloseRooms). */
export async function closureRoutes(app: FastifyInstance) {
  const closures = createClosuresService(app.ctx);

  apiRoute(app, 'closureRooms', { access: signedIn, handler: ({ user }) => closures.rooms(user) });

  apiRoute(app, 'closureList', {
    access: signedIn,
    handler: ({ user, query }) => closures.list(user, query.roomId),
  });

  apiRoute(app, 'closureHits', {
    access: signedIn,
    handler: ({ user, body }) => closures.preview(user, body),
  });

  apiRoute(app, 'closureCreate', {
    access: signedIn,
    handler: ({ user, body }) => closures.create(user, body),
  });

  apiRoute(app, 'closureRemove', {
    access: signedIn,
    handler: async ({ user, body }) => {
      await closures.remove(user, body.id);
      return null;
    },
  });
}
