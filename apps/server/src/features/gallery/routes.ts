import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { requestLanguage } from '../../http/language.ts';
import { createGalleryService } from './service.ts';

/** The activity galleries (docs/gallery.md): any signed-in employee reads them. */
export async function galleryRoutes(app: FastifyInstance) {
  const gallery = createGalleryService(app.ctx);

  apiRoute(app, 'galleryActivityList', {
    access: signedIn,
    handler: async ({ request }) => gallery.activityList(requestLanguage(request)),
  });

  apiRoute(app, 'galleryItems', { access: signedIn, handler: ({ query }) => gallery.items(query) });
}
