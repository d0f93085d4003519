import { z } from 'zod';
import { define } from './route-definition.ts';

/** SPEC §7 post/list `type`: what a comment thread hangs on. */
export const POST_RESOURCE_TYPES = { honor: 1, rule: 2 } as const;
export type PostResourceType = (typeof POST_RESOURCE_TYPES)[keyof typeof POST_RESOURCE_TYPES];

/** SPEC §9: comment limit 100 characters. */
export const COMMENT_MAX_LENGTH = 100;
/** SPEC §5: what everyone sees instead of the author of an anonymous comment. */
export const ANONYMOUS_USER_NAME = 'Anonymous user****';

/**
 * Characters as people (and PostgreSQL's char_length) count them: an emoji is one, not two UTF-16
 * units, so the form, the route and the database agree on "100 characters".
 */
export const commentLength = (text: string) => [...text].length;

const id = z.coerce.number().int().positive().max(2_147_483_647);
const resourceType = z.coerce
  .number()
  .pipe(z.union([z.literal(POST_RESOURCE_TYPES.honor), z.literal(POST_RESOURCE_TYPES.rule)]));

/** SPEC §7 post/list and post/view: which honor (type 1) or rule/notice (type 2). */
export const postResourceRequest = z.object({ resourceId: id, type: resourceType });
export type PostResourceRequest = z.input<typeof postResourceRequest>;

/** SPEC §3 "Comment". For an anonymous one, userName is ANONYMOUS_USER_NAME and the rest is blank. */
export const postComment = z.object({
  id: z.number(),
  comment: z.string(),
  anonymousFlag: z.boolean(),
  userName: z.string(),
  userDepartment: z.string(),
  userId: z.string(),
  createTime: z.string(),
  /** Added: the caller wrote it (SPEC §5: the delete link appears only on own comments). */
  ownFlag: z.boolean(),
});
export type PostComment = z.infer<typeof postComment>;

/** SPEC §3 "Like". */
export const postLike = z.object({
  userName: z.string(),
  userDepartment: z.string(),
  createTime: z.string(),
});
export type PostLike = z.infer<typeof postLike>;

/** SPEC §3 "Comment thread": counts, the caller's like and the newest comments and likes first. */
export const commentThread = z.object({
  id: z.number(),
  like: z.number(),
  view: z.number(),
  likeFlag: z.boolean(),
  comments: z.array(postComment),
  likes: z.array(postLike),
});
export type CommentThread = z.infer<typeof commentThread>;

/** SPEC §5: trimmed text, not empty, at most 100 characters; anonymous optional (0/1 or a boolean). */
export const commentInsertRequest = z.object({
  postId: id,
  comment: z
    .string({ message: 'posts.commentEmpty' })
    .trim()
    .min(1, { message: 'posts.commentEmpty' })
    .refine((text) => commentLength(text) <= COMMENT_MAX_LENGTH, { message: 'posts.commentTooLong' }),
  anonymousFlag: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .default(false)
    .transform((flag) => flag === true || flag === 1),
});
export type CommentInsertRequest = z.input<typeof commentInsertRequest>;

export const commentDeleteQuery = z.object({ commentId: id });
export const postIdQuery = z.object({ postId: id });

/** SPEC §7 same-origin rows for comments, likes and views, all under /new/api/oa/portal/post. */
export const postRoutes = {
  postList: define({
    method: 'POST',
    path: '/new/api/oa/portal/post/list',
    body: postResourceRequest,
    answer: commentThread,
  }),
  postView: define({
    method: 'POST',
    path: '/new/api/oa/portal/post/view',
    body: postResourceRequest,
    answer: z.null(),
  }),
  postCommentInsert: define({
    method: 'POST',
    path: '/new/api/oa/portal/post/comment/insert',
    body: commentInsertRequest,
    answer: postComment,
  }),
  postCommentDelete: define({
    method: 'GET',
    path: '/new/api/oa/portal/post/comment/delete',
    query: commentDeleteQuery,
    answer: z.null(),
  }),
  postLike: define({
    method: 'GET',
    path: '/new/api/oa/portal/post/like',
    query: postIdQuery,
    answer: z.null(),
  }),
  postLikeCancel: define({
    method: 'GET',
    path: '/new/api/oa/portal/post/like/cancel',
    query: postIdQuery,
    answer: z.null(),
  }),
} as const;
