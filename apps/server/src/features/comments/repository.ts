import type { CommentResourceType } from '@portal/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../people/schema.ts';
import { comments, likes, posts, views } from './schema.ts';

/** What a thread hangs on. The thread table is `posts`, as the call paths (`/post/...`) name it. */
export interface ThreadResourceKey {
  type: CommentResourceType;
  resourceId: number;
}

export async function findThread(db: Database, postId: number) {
  const [post] = await db.select().from(posts).where(eq(posts.id, postId));
  return post;
}

/** The thread's id, created on first access; two first visits at once end up with the same row. */
export async function ensureThread(db: Database, { type, resourceId }: ThreadResourceKey): Promise<number> {
  const key = and(eq(posts.resourceType, type), eq(posts.resourceId, resourceId));
  const [existing] = await db.select({ id: posts.id }).from(posts).where(key);
  if (existing) return existing.id;
  const [created] = await db
    .insert(posts)
    .values({ resourceType: type, resourceId })
    .onConflictDoNothing()
    .returning({ id: posts.id });
  if (created) return created.id;
  const [raced] = await db.select({ id: posts.id }).from(posts).where(key);
  if (!raced) throw new Error(`Thread ${type}/${resourceId} vanished while being created`);
  return raced.id;
}

/** Like and view counts and whether `userId` liked, in one round trip. */
export async function threadCounts(db: Database, postId: number, userId: number) {
  const [row] = await db
    .select({
      like: sql`(select count(*) from ${likes} where ${likes.postId} = ${posts.id})`.mapWith(Number),
      view: sql`(select count(*) from ${views} where ${views.postId} = ${posts.id})`.mapWith(Number),
      likeFlag:
        sql`exists(select 1 from ${likes} where ${likes.postId} = ${posts.id} and ${likes.userId} = ${userId})`.mapWith(
          Boolean,
        ),
    })
    .from(posts)
    .where(eq(posts.id, postId));
  return row ?? { like: 0, view: 0, likeFlag: false };
}

/** Comments, newest first, with their authors (the service hides anonymous ones' identity). */
export function findComments(db: Database, postId: number) {
  return db
    .select({
      id: comments.id,
      comment: comments.comment,
      anonymous: comments.anonymous,
      createdAt: comments.createdAt,
      authorId: comments.userId,
      authorName: users.name,
      authorDepartment: users.department,
      authorUserId: users.userId,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.postId, postId))
    .orderBy(desc(comments.createdAt), desc(comments.id));
}

/** Likes, newest first, with who liked. */
export function findLikes(db: Database, postId: number) {
  return db
    .select({ userName: users.name, userDepartment: users.department, createdAt: likes.createdAt })
    .from(likes)
    .innerJoin(users, eq(users.id, likes.userId))
    .where(eq(likes.postId, postId))
    .orderBy(desc(likes.createdAt), desc(likes.userId));
}

/** The views key (post, user) keeps one view per person per thread. */
export async function recordView(db: Database, postId: number, userId: number) {
  await db.insert(views).values({ postId, userId }).onConflictDoNothing();
}

export async function insertComment(
  db: Database,
  values: { postId: number; userId: number; comment: string; anonymous: boolean },
) {
  const [row] = await db.insert(comments).values(values).returning();
  if (!row) throw new Error('The comment was not stored');
  return row;
}

export async function findComment(db: Database, commentId: number) {
  const [row] = await db
    .select({ id: comments.id, userId: comments.userId })
    .from(comments)
    .where(eq(comments.id, commentId));
  return row;
}

export async function deleteComment(db: Database, commentId: number) {
  await db.delete(comments).where(eq(comments.id, commentId));
}

/** The likes key (post, user) makes a second like a no-op. */
export async function addLike(db: Database, postId: number, userId: number) {
  await db.insert(likes).values({ postId, userId }).onConflictDoNothing();
}

export async function removeLike(db: Database, postId: number, userId: number) {
  await db.delete(likes).where(and(eq(likes.postId, postId), eq(likes.userId, userId)));
}
