import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { createCommentsService } from './service.ts';

/** Comments, likes and views of honors (type 1), rules/notices (type 2) and reviews (type 3), docs/comments.md. */
export async function commentRoutes(app: FastifyInstance) {
  const comments = createCommentsService(app.ctx);

  apiRoute(app, 'commentsThread', {
    access: signedIn,
    handler: ({ body, user }) => comments.readThread(user, { type: body.type, resourceId: body.resourceId }),
  });

  apiRoute(app, 'commentsView', {
    access: signedIn,
    handler: async ({ body, user }) => {
      await comments.countView(user, { type: body.type, resourceId: body.resourceId });
      return null;
    },
  });

  apiRoute(app, 'commentsInsert', {
    access: signedIn,
    handler: ({ body, user }) => comments.addComment(user, body),
  });

  apiRoute(app, 'commentsDelete', {
    access: signedIn, // the author only: policy.ts canDeleteComment
    handler: async ({ query, user }) => {
      await comments.deleteComment(user, query.commentId);
      return null;
    },
  });

  apiRoute(app, 'commentsLike', {
    access: signedIn,
    handler: async ({ query, user }) => {
      await comments.setLike(user, query.postId, true);
      return null;
    },
  });

  apiRoute(app, 'commentsLikeCancel', {
    access: signedIn,
    handler: async ({ query, user }) => {
      await comments.setLike(user, query.postId, false);
      return null;
    },
  });
}
