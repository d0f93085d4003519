import { z } from 'zod';
import { maxChars, queryId, text } from './primitives.ts';
import { define } from './route-definition.ts';

/** `type` of a comment thread: what it hangs on (an honor, a rule/notice document or a review report). */
export const COMMENT_RESOURCE_TYPES = { honor: 1, rule: 2, review: 3 } as const;
export type CommentResourceType = (typeof COMMENT_RESOURCE_TYPES)[keyof typeof COMMENT_RESOURCE_TYPES];

/** A comment holds at most 100 characters. */
export const COMMENT_MAX_LENGTH = 100;
/** What everyone sees instead of the author of an anonymous comment. */
export const ANONYMOUS_USER_NAME = 'Anonymous user****';

const id = queryId();
const resourceType = z.coerce
  .number()
  .pipe(
    z.union([
      z.literal(COMMENT_RESOURCE_TYPES.honor),
      z.literal(COMMENT_RESOURCE_TYPES.rule),
      z.literal(COMMENT_RESOURCE_TYPES.review),
    ]),
  );

/** Which honor (type 1), rule/notice (type 2) or review (type 3) a thread is read or viewed for. */
export const commentResourceRequest = z.object({ resourceId: id, type: resourceType });

/** A comment. For an anonymous one, userName is ANONYMOUS_USER_NAME and the rest is blank. */
export const threadComment = z.object({
  id: z.number(),
  comment: z.string(),
  anonymousFlag: z.boolean(),
  userName: z.string(),
  userDepartment: z.string(),
  userId: z.string(),
  createTime: z.string(),
  /** The caller wrote it: the delete link appears only on one's own comments. */
  ownFlag: z.boolean(),
});
export type ThreadComment = z.infer<typeof threadComment>;

/** A like of a thread. */
export const threadLike = z.object({
  userName: z.string(),
  userDepartment: z.string(),
  createTime: z.string(),
});

/** A comment thread: counts, the caller's like and the newest comments and likes first. */
export const commentThread = z.object({
  id: z.number(),
  like: z.number(),
  view: z.number(),
  likeFlag: z.boolean(),
  comments: z.array(threadComment),
  likes: z.array(threadLike),
});
export type CommentThread = z.infer<typeof commentThread>;

/** Trimmed text, not empty, at most 100 characters; anonymous optional (0/1 or a boolean). */
export const commentInsertRequest = z.object({
  postId: id,
  comment: text({ message: 'comments.commentEmpty' })
    .trim()
    .min(1, { message: 'comments.commentEmpty' })
    .check(maxChars(COMMENT_MAX_LENGTH, { message: 'comments.commentTooLong' })),
  anonymousFlag: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .default(false)
    .transform((flag) => flag === true || flag === 1),
});

export const commentDeleteQuery = z.object({ commentId: id });
export const threadIdQuery = z.object({ postId: id });

/** Why a comment, like or thread call was refused. */
export const COMMENTS_ERROR_KEYS = [
  'comments.resourceNotFound',
  'comments.notFound',
  'comments.commentEmpty',
  'comments.commentTooLong',
  'comments.commentNotFound',
  'comments.notYourComment',
] as const;

/** Comments, likes and views of a thread, all under /new/api/oa/portal/post (the paths are the product's). */
export const commentsRoutes = {
  commentsThread: define({
    method: 'POST',
    path: '/new/api/oa/portal/post/list',
    body: commentResourceRequest,
    answer: commentThread,
  }),
  commentsView: define({
    method: 'POST',
    path: '/new/api/oa/portal/post/view',
    body: commentResourceRequest,
    answer: z.null(),
  }),
  commentsInsert: define({
    method: 'POST',
    path: '/new/api/oa/portal/post/comment/insert',
    body: commentInsertRequest,
    answer: threadComment,
  }),
  commentsDelete: define({
    method: 'GET',
    path: '/new/api/oa/portal/post/comment/delete',
    query: commentDeleteQuery,
    answer: z.null(),
  }),
  commentsLike: define({
    method: 'GET',
    path: '/new/api/oa/portal/post/like',
    query: threadIdQuery,
    answer: z.null(),
  }),
  commentsLikeCancel: define({
    method: 'GET',
    path: '/new/api/oa/portal/post/like/cancel',
    query: threadIdQuery,
    answer: z.null(),
  }),
} as const;
