import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { createPersonalProjectsService } from './service.ts';

/** Personal projects (docs/personal-projects.md): each employee keeps their own. */
export async function personalProjectRoutes(app: FastifyInstance) {
  const projects = createPersonalProjectsService(app.ctx);

  apiRoute(app, 'personalProjectList', {
    access: signedIn, // the caller's own projects only
    handler: ({ user, query }) => projects.list(user, query),
  });

  apiRoute(app, 'personalProjectCreate', {
    access: signedIn, // created as the caller's own
    successMessage: 'projects.created',
    handler: ({ user, body }) => projects.create(user, body),
  });

  apiRoute(app, 'personalProjectUpdate', {
    access: signedIn, // the owner: policy.ts canChangeProject
    successMessage: 'projects.updated',
    handler: ({ user, body: { id, ...fields } }) => projects.update(user, id, fields),
  });

  apiRoute(app, 'personalProjectDelete', {
    access: signedIn, // the owner: policy.ts canChangeProject
    successMessage: 'projects.deleted',
    handler: async ({ user, body }) => {
      await projects.remove(user, body.id);
      return null;
    },
  });
}
