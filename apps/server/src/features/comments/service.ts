import {
  ANONYMOUS_USER_NAME,
  type CommentResourceType,
  type CommentThread,
  type ThreadComment,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session-user.ts';
import type { CompanyClock } from '../../lib/company-time.ts';
import { canDeleteComment } from './policy.ts';
import type { ThreadResourceKey } from './repository.ts';
import * as repository from './repository.ts';
import { isThreadOpen } from './thread-owners.ts';

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
 * An anonymous comment shows `Anonymous user****` to everyone; its author's name, department and
 * id never leave the server. `ownFlag` tells only the author it is theirs.
 */
export function toThreadComment(row: CommentRow, viewer: SessionUser, clock: CompanyClock): ThreadComment {
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

export function createCommentsService(ctx: AppContext) {
  const { db, clock } = ctx;

  /**
   * The thread of a resource its owner keeps open (thread-owners.ts), created on first access; an
   * unknown or hidden one is 404.
   */
  async function openThread(key: ThreadResourceKey): Promise<number> {
    if (!(await isThreadOpen(ctx, key))) throw notFound('comments.resourceNotFound');
    return repository.ensureThread(db, key);
  }

  /** A thread named by id whose resource is still visible; otherwise 404. */
  async function requireVisibleThread(postId: number): Promise<number> {
    const thread = await repository.findThread(db, postId);
    const visible =
      thread &&
      (await isThreadOpen(ctx, {
        type: thread.resourceType as CommentResourceType,
        resourceId: thread.resourceId,
      }));
    if (!visible) throw notFound('comments.notFound');
    return postId;
  }

  return {
    /** Counts, the caller's like, comments and likes (newest first). */
    async readThread(user: SessionUser, key: ThreadResourceKey): Promise<CommentThread> {
      const postId = await openThread(key);
      const [counts, commentRows, likeRows] = await Promise.all([
        repository.threadCounts(db, postId, user.id),
        repository.findComments(db, postId),
        repository.findLikes(db, postId),
      ]);
      return {
        id: postId,
        ...counts,
        comments: commentRows.map((row) => toThreadComment(row, user, clock)),
        likes: likeRows.map((row) => ({
          userName: row.userName,
          userDepartment: row.userDepartment,
          createTime: clock.format(row.createdAt),
        })),
      };
    },

    /** A view is counted once per person per item (the views key keeps it so). */
    async countView(user: SessionUser, key: ThreadResourceKey) {
      const postId = await openThread(key);
      await repository.recordView(db, postId, user.id);
    },

    /** The text was trimmed and measured by the contract. */
    async addComment(
      user: SessionUser,
      input: { postId: number; comment: string; anonymousFlag: boolean },
    ): Promise<ThreadComment> {
      const postId = await requireVisibleThread(input.postId);
      const row = await repository.insertComment(db, {
        postId,
        userId: user.id,
        comment: input.comment,
        anonymous: input.anonymousFlag,
      });
      const author = {
        authorId: user.id,
        authorName: user.name,
        authorDepartment: user.department,
        authorUserId: user.userId,
      };
      return toThreadComment({ ...row, ...author }, user, clock);
    },

    /** Only the author deletes a comment; the check is here, not in the browser. */
    async deleteComment(user: SessionUser, commentId: number) {
      const comment = await repository.findComment(db, commentId);
      if (!comment) throw notFound('comments.commentNotFound');
      if (!canDeleteComment(user, comment)) throw forbidden('comments.notYourComment');
      await repository.deleteComment(db, comment.id);
    },

    /** A like toggle: liking twice is one like; cancelling without a like changes nothing. */
    async setLike(user: SessionUser, postId: number, liked: boolean) {
      await requireVisibleThread(postId);
      if (liked) await repository.addLike(db, postId, user.id);
      else await repository.removeLike(db, postId, user.id);
    },
  };
}
