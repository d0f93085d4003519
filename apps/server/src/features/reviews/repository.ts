import type { ReviewFields } from '@portal/contracts';
import { and, asc, count, desc, eq, gt, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { clearRedDot, hasUnseenNews } from '../../db/red-dot.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { comments, posts } from '../comments/schema.ts';
import { users } from '../people/schema.ts';
import { reviewActions, reviewNoticeReads, reviewParticipants, reviews } from './schema.ts';

/** The comment thread type of a review (the comments feature's `posts.resource_type`). */
const REVIEW_THREAD_TYPE = 3;

const isPublished = eq(reviews.status, 'published');

const summaryColumns = {
  id: reviews.id,
  authorId: reviews.authorId,
  title: reviews.title,
  project: reviews.project,
  reviewDate: reviews.reviewDate,
  status: reviews.status,
  publishedAt: reviews.publishedAt,
  updatedAt: reviews.updatedAt,
  authorEmail: users.email,
  authorName: users.name,
  authorDepartment: users.department,
  // A read across to the comments feature's tables, for the list's counts.
  commentCount: sql`(select count(*) from ${comments} inner join ${posts} on ${posts.id} = ${comments.postId}
    where ${posts.resourceType} = ${REVIEW_THREAD_TYPE} and ${posts.resourceId} = ${reviews.id})`.mapWith(
    Number,
  ),
};

export type ReviewSummaryRow = Awaited<ReturnType<typeof findReviewPage>>['rows'][number];

/** What the author writes, with the employees already resolved to their row ids. */
export type ReviewValues = ReviewFields & {
  participantIds: number[];
  actions: { content: string; ownerId: number; dueDate: string | null }[];
};

/** Mine: every review I wrote, last changed first. All: every published one, newest first. */
export async function findReviewPage(
  db: Database,
  filter: { type: 'my' | 'all'; viewerId: number; title?: string; page: number; pageSize: number },
) {
  const conditions: SQL[] = [filter.type === 'my' ? eq(reviews.authorId, filter.viewerId) : isPublished];
  if (filter.title) conditions.push(ilike(reviews.title, containsPattern(filter.title)));
  const where = and(...conditions);
  const order = filter.type === 'my' ? [desc(reviews.updatedAt)] : [desc(reviews.publishedAt)];
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.authorId))
      .where(where)
      .orderBy(...order, desc(reviews.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findReview(db: Database | Transaction, id: number) {
  const [row] = await db
    .select({
      ...summaryColumns,
      goal: reviews.goal,
      result: reviews.result,
      wentWell: reviews.wentWell,
      wentBadly: reviews.wentBadly,
      rootCauses: reviews.rootCauses,
      lessons: reviews.lessons,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .where(eq(reviews.id, id));
  return row;
}

/** Who may touch a review: its author and status, locked for the change that follows. */
export async function lockReview(tx: Transaction, id: number) {
  const [row] = await tx
    .select({ id: reviews.id, authorId: reviews.authorId, status: reviews.status })
    .from(reviews)
    .where(eq(reviews.id, id))
    .for('update');
  return row;
}

export function findParticipants(db: Database | Transaction, reviewId: number) {
  return db
    .select({ email: users.email, name: users.name, department: users.department })
    .from(reviewParticipants)
    .innerJoin(users, eq(users.id, reviewParticipants.userId))
    .where(eq(reviewParticipants.reviewId, reviewId))
    .orderBy(asc(users.name), asc(users.email));
}

export function findActions(db: Database | Transaction, reviewId: number) {
  return db
    .select({
      content: reviewActions.content,
      dueDate: reviewActions.dueDate,
      email: users.email,
      name: users.name,
      department: users.department,
    })
    .from(reviewActions)
    .innerJoin(users, eq(users.id, reviewActions.ownerId))
    .where(eq(reviewActions.reviewId, reviewId))
    .orderBy(asc(reviewActions.position));
}

const textColumns = ({ participantIds: _p, actions: _a, ...columns }: ReviewValues) => columns;

/** Participants and actions are replaced as a whole with what the author sent. */
async function replacePeople(tx: Transaction, reviewId: number, values: ReviewValues) {
  await tx.delete(reviewParticipants).where(eq(reviewParticipants.reviewId, reviewId));
  await tx.delete(reviewActions).where(eq(reviewActions.reviewId, reviewId));
  const participants = [...new Set(values.participantIds)].map((userId) => ({ reviewId, userId }));
  if (participants.length > 0) await tx.insert(reviewParticipants).values(participants);
  const actions = values.actions.map((action, position) => ({ reviewId, position, ...action }));
  if (actions.length > 0) await tx.insert(reviewActions).values(actions);
}

export async function insertReview(tx: Transaction, authorId: number, values: ReviewValues, at: Date) {
  const [row] = await tx
    .insert(reviews)
    .values({ authorId, ...textColumns(values), createdAt: at, updatedAt: at })
    .returning({ id: reviews.id });
  if (!row) throw new Error('The review was not stored');
  await replacePeople(tx, row.id, values);
  return row.id;
}

export async function updateReview(tx: Transaction, id: number, values: ReviewValues, at: Date) {
  await tx
    .update(reviews)
    .set({ ...textColumns(values), updatedAt: at })
    .where(eq(reviews.id, id));
  await replacePeople(tx, id, values);
}

export async function markPublished(tx: Transaction, id: number, at: Date) {
  await tx
    .update(reviews)
    .set({ status: 'published', publishedAt: at, updatedAt: at })
    .where(eq(reviews.id, id));
}

/** Deletes a draft; a published review is never deleted here. */
export async function deleteDraft(tx: Transaction, id: number) {
  await tx.delete(reviews).where(and(eq(reviews.id, id), eq(reviews.status, 'draft')));
}

export async function isReviewPublished(db: Database, id: number) {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, id), isPublished));
  return row !== undefined;
}

/** total: published reviews; my: the viewer's, drafts too; publish: the viewer's published ones. */
export async function countReviews(db: Database, viewerId: number) {
  const [row] = await db
    .select({
      total: sql`count(*) filter (where ${isPublished})`.mapWith(Number),
      my: sql`count(*) filter (where ${reviews.authorId} = ${viewerId})`.mapWith(Number),
      publish: sql`count(*) filter (where ${reviews.authorId} = ${viewerId} and ${isPublished})`.mapWith(
        Number,
      ),
    })
    .from(reviews);
  return row ?? { total: 0, my: 0, publish: 0 };
}

/**
 * Something new for me since I last cleared the red dot: someone else's comment on a review I
 * published, or a review published by someone else naming me as a participant.
 */
export function hasReviewNotice(db: Database, viewerId: number): Promise<boolean> {
  return hasUnseenNews(db, reviewNoticeReads, viewerId, (cleared) => [
    db
      .select({ one: sql`1` })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .innerJoin(reviews, eq(reviews.id, posts.resourceId))
      .where(
        and(
          eq(posts.resourceType, REVIEW_THREAD_TYPE),
          eq(reviews.authorId, viewerId),
          isPublished,
          ne(comments.userId, viewerId),
          gt(comments.createdAt, cleared),
        ),
      ),
    db
      .select({ one: sql`1` })
      .from(reviewParticipants)
      .innerJoin(reviews, eq(reviews.id, reviewParticipants.reviewId))
      .where(
        and(
          eq(reviewParticipants.userId, viewerId),
          ne(reviews.authorId, viewerId),
          isPublished,
          gt(reviews.publishedAt, cleared),
        ),
      ),
  ]);
}

export const clearReviewNotice = (db: Database, userId: number, at: Date) =>
  clearRedDot(db, reviewNoticeReads, userId, at);
