import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { requestLanguage } from '../../http/language.ts';
import { acceptOneFileUploads } from '../../http/multipart.ts';
import { receiveUpload } from '../files/index.ts';
import { createNewsEditorService } from './editor/service.ts';
import { createNewsService } from './service.ts';

/**
 * News/notices (CMS columns) and the detail of any document (docs/rules.md), and the console's
 * editor of notices (docs/console.md), whose every call is the news right's (policy.ts canEditNews).
 */
export async function newsRoutes(app: FastifyInstance) {
  const news = createNewsService(app.ctx);
  const editor = createNewsEditorService(app.ctx);
  const maxBytes = app.ctx.config.uploadMaxBytes;
  await acceptOneFileUploads(app, maxBytes);

  apiRoute(app, 'newsQueryWithLanguage', {
    access: signedIn,
    handler: async ({ query, request }) => news.list(query, requestLanguage(request)),
  });

  apiRoute(app, 'newsDetail', {
    access: signedIn,
    handler: async ({ query, request }) => news.detail(query.id, requestLanguage(request)),
  });

  apiRoute(app, 'newsEditorList', {
    access: signedIn,
    handler: ({ user, query }) => editor.list(user, query),
  });
  apiRoute(app, 'newsEditorItem', {
    access: signedIn,
    handler: ({ user, query }) => editor.item(user, query.id),
  });
  apiRoute(app, 'newsCreate', { access: signedIn, handler: ({ user, body }) => editor.create(user, body) });
  apiRoute(app, 'newsUpdate', { access: signedIn, handler: ({ user, body }) => editor.update(user, body) });
  apiRoute(app, 'newsPublish', { access: signedIn, handler: ({ user, body }) => editor.publish(user, body) });
  apiRoute(app, 'newsUnpublish', {
    access: signedIn,
    handler: ({ user, body }) => editor.unpublish(user, body.id),
  });
  apiRoute(app, 'newsRemove', {
    access: signedIn,
    handler: ({ user, body }) => editor.remove(user, body.id),
  });
  apiRoute(app, 'newsRestore', {
    access: signedIn,
    handler: ({ user, body }) => editor.restore(user, body.id),
  });
  apiRoute(app, 'newsImageUpload', {
    access: signedIn,
    handler: ({ user, request }) =>
      editor.placeImage(user, () => receiveUpload(request, maxBytes), request.log),
  });
}
