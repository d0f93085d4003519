import { COMMENT_RESOURCE_TYPES } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { ownCommentThreads } from '../comments/index.ts';
import { createReviewsService } from './service.ts';

/** Review reports (复盘报告), docs/reviews.md. Their comments are the comments feature's type 3 threads. */
export async function reviewRoutes(app: FastifyInstance) {
  const reviews = createReviewsService(app.ctx);
  ownCommentThreads(app.ctx, COMMENT_RESOURCE_TYPES.review, reviews.isOpenToComments);

  apiRoute(app, 'reviewCounts', {
    access: signedIn, // the caller's own counts: lib/own-email.ts isCallerEmail
    handler: ({ body, user }) => reviews.counts(user, body.email),
  });
  apiRoute(app, 'reviewRedPoint', {
    access: signedIn, // the caller's own red dot: lib/own-email.ts isCallerEmail
    handler: ({ query, user }) => reviews.hasNotice(user, query.email),
  });
  apiRoute(app, 'reviewRedPointClick', {
    access: signedIn, // the caller's own red dot: lib/own-email.ts isCallerEmail
    handler: async ({ query, user }) => {
      await reviews.clearNotice(user, query.email);
      return null;
    },
  });
  apiRoute(app, 'reviewList', {
    access: signedIn,
    handler: ({ body, user }) => reviews.list(user, body),
  });
  apiRoute(app, 'reviewDetail', {
    access: signedIn, // a draft to its author only: policy.ts canReadReview
    handler: ({ query, user }) => reviews.detail(user, query.id),
  });
  apiRoute(app, 'reviewCreate', {
    access: signedIn,
    handler: ({ body, user }) => reviews.create(user, body),
  });
  apiRoute(app, 'reviewUpdate', {
    access: signedIn, // the author only: policy.ts canEditReview
    handler: ({ body: { id, ...input }, user }) => reviews.update(user, id, input),
  });
  apiRoute(app, 'reviewPublish', {
    access: signedIn, // the author only: policy.ts canEditReview
    handler: ({ body, user }) => reviews.publish(user, body.id),
  });
  apiRoute(app, 'reviewDelete', {
    access: signedIn, // the author, a draft only: policy.ts canDeleteReview
    handler: async ({ body, user }) => {
      await reviews.remove(user, body.id);
      return null;
    },
  });
}
