import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { createBookCornerService } from './service.ts';

/** The book corner (docs/book-corner.md): every signed-in employee reads it. */
export async function bookCornerRoutes(app: FastifyInstance) {
  const bookCorner = createBookCornerService(app.ctx);

  apiRoute(app, 'bookCornerBooks', { access: signedIn, handler: ({ query }) => bookCorner.books(query) });
}
