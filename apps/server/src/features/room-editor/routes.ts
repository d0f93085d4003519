import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { createRoomEditorService } from './service.ts';

/** The console's room editor (docs/console.md): every call is the rooms right's (policy.ts canEditRooms). */
export async function roomEditorRoutes(app: FastifyInstance) {
  const editor = createRoomEditorService(app.ctx);

  apiRoute(app, 'roomEditorList', {
    access: signedIn,
    handler: ({ user, query }) => editor.list(user, query),
  });
  apiRoute(app, 'roomEditorCreate', {
    access: signedIn,
    handler: ({ user, body }) => editor.create(user, body),
  });
  apiRoute(app, 'roomEditorUpdate', {
    access: signedIn,
    handler: ({ user, body }) => editor.update(user, body),
  });
  apiRoute(app, 'roomEditorRetireHits', {
    access: signedIn,
    handler: ({ user, body }) => editor.retireHits(user, body.id),
  });
  apiRoute(app, 'roomEditorRetire', {
    access: signedIn,
    handler: ({ user, body }) => editor.retire(user, body),
  });
  apiRoute(app, 'roomEditorRestore', {
    access: signedIn,
    handler: ({ user, body }) => editor.restore(user, body.id),
  });
}
