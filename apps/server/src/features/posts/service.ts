import {
  ANONYMOUS_USER_NAME,
  type CommentThread,
  type PostComment,
  type PostResourceType,
} from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { CompanyClock } from '../../lib/company-time.ts';
import type { SessionUser } from '../auth/session.ts';
import type { PostResourceKey } from './repository.ts';
import * as repository from './repository.ts';

export interface PostsDeps {
  db: Database;
  clock: CompanyClock;
}

interface CommentRow {
  id: number;
  comment: string;
  anonymous: boolean;
  createdAt: Date;
  authorId: number;
  authorName: string;
  authorDepartment: string;
  authorUserId: string;
}

/**
 * SPEC §5: an anonymous comment shows `Anonymous user****` to everyone; its author's name,
 * department and id never leave the server. `ownFlag` tells only the author it is theirs.
 */
export function toPostComment(row: CommentRow, viewer: SessionUser, clock: CompanyClock): PostComment {
  return {
    id: row.id,
    comment: row.comment,
    anonymousFlag: row.anonymous,
    userName: row.anonymous ? ANONYMOUS_USER_NAME : row.authorName,
    userDepartment: row.anonymous ? '' : row.authorDepartment,
    userId: row.anonymous ? '' : row.authorUserId,
    createTime: clock.format(row.createdAt),
    ownFlag: row.authorId === viewer.id,
  };
}

/** The thread of a visible resource, created on first access; an unknown or hidden one is 404. */
async function openThread({ db, clock }: PostsDeps, key: PostResourceKey): Promise<number> {
  if (!(await repository.isResourceVisible(db, key, clock.now()))) throw notFound('posts.resourceNotFound');
  return repository.ensurePost(db, key);
}

/** A thread named by id whose resource is still visible; otherwise 404. */
async function requireVisiblePost({ db, clock }: PostsDeps, postId: number): Promise<number> {
  const post = await repository.findPost(db, postId);
  const type = post?.resourceType as PostResourceType | undefined;
  const visible =
    post &&
    type &&
    (await repository.isResourceVisible(db, { type, resourceId: post.resourceId }, clock.now()));
  if (!visible) throw notFound('posts.notFound');
  return postId;
}

/** SPEC §7 post/list: counts, the caller's like, comments and likes (newest first). */
export async function readThread(
  deps: PostsDeps,
  user: SessionUser,
  key: PostResourceKey,
): Promise<CommentThread> {
  const postId = await openThread(deps, key);
  const [counts, commentRows, likeRows] = await Promise.all([
    repository.threadCounts(deps.db, postId, user.id),
    repository.findComments(deps.db, postId),
    repository.findLikes(deps.db, postId),
  ]);
  return {
    id: postId,
    ...counts,
    comments: commentRows.map((row) => toPostComment(row, user, deps.clock)),
    likes: likeRows.map((row) => ({
      userName: row.userName,
      userDepartment: row.userDepartment,
      createTime: deps.clock.format(row.createdAt),
    })),
  };
}

/** SPEC §7 post/view: counted once per person per item (the views key keeps it so). */
export async function countView(deps: PostsDeps, user: SessionUser, key: PostResourceKey) {
  const postId = await openThread(deps, key);
  await repository.recordView(deps.db, postId, user.id);
}

/** SPEC §7 post/comment/insert; the text was trimmed and measured by the contract (SPEC §5). */
export async function addComment(
  deps: PostsDeps,
  user: SessionUser,
  input: { postId: number; comment: string; anonymousFlag: boolean },
): Promise<PostComment> {
  const postId = await requireVisiblePost(deps, input.postId);
  const row = await repository.insertComment(deps.db, {
    postId,
    userId: user.id,
    comment: input.comment,
    anonymous: input.anonymousFlag,
  });
  return toPostComment(
    {
      ...row,
      authorId: user.id,
      authorName: user.name,
      authorDepartment: user.department,
      authorUserId: user.userId,
    },
    user,
    deps.clock,
  );
}

/** SPEC §5/§6: only the author deletes a comment; the check is here, not in the browser. */
export async function deleteComment({ db }: PostsDeps, user: SessionUser, commentId: number) {
  if (await repository.deleteOwnComment(db, commentId, user.id)) return;
  const comment = await repository.findCommentAuthor(db, commentId);
  if (!comment) throw notFound('posts.commentNotFound');
  throw forbidden('posts.notYourComment');
}

/** SPEC §4 like toggle: liking twice is one like; cancelling without a like changes nothing. */
export async function setLike(deps: PostsDeps, user: SessionUser, postId: number, liked: boolean) {
  await requireVisiblePost(deps, postId);
  if (liked) await repository.addLike(deps.db, postId, user.id);
  else await repository.removeLike(deps.db, postId, user.id);
}
