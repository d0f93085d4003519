import type { FastifyInstance } from 'fastify';
import { apiRoute, signedIn } from '../../http/api-route.ts';
import { addComment, countView, deleteComment, readThread, setLike } from './service.ts';

/** Comments, likes and views of honors (type 1) and rules/notices (type 2), docs/honor.md. */
export async function postRoutes(app: FastifyInstance) {
  const deps = { db: app.ctx.db, clock: app.ctx.clock };

  // SPEC §6: every signed-in employee reads, comments and likes; ownership is checked in the service.
  apiRoute(app, 'postList', {
    access: signedIn,
    handler: ({ body, user }) => readThread(deps, user, { type: body.type, resourceId: body.resourceId }),
  });

  apiRoute(app, 'postView', {
    access: signedIn,
    handler: async ({ body, user }) => {
      await countView(deps, user, { type: body.type, resourceId: body.resourceId });
      return null;
    },
  });

  apiRoute(app, 'postCommentInsert', {
    access: signedIn,
    handler: ({ body, user }) => addComment(deps, user, body),
  });

  apiRoute(app, 'postCommentDelete', {
    access: signedIn,
    handler: async ({ query, user }) => {
      await deleteComment(deps, user, query.commentId);
      return null;
    },
  });

  apiRoute(app, 'postLike', {
    access: signedIn,
    handler: async ({ query, user }) => {
      await setLike(deps, user, query.postId, true);
      return null;
    },
  });

  apiRoute(app, 'postLikeCancel', {
    access: signedIn,
    handler: async ({ query, user }) => {
      await setLike(deps, user, query.postId, false);
      return null;
    },
  });
}
