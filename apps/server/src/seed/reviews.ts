import { comments, posts } from '../features/comments/schema.ts';
import { reviewActions, reviewNoticeReads, reviewParticipants, reviews } from '../features/reviews/schema.ts';
import { addDays } from '../lib/company-time.ts';
import type { SeedContext } from './content/context.ts';
import { SEED_REVIEWS } from './reviews-data.ts';

/** The comment thread type of a review (posts.resource_type). */
const REVIEW_THREAD_TYPE = 3;
const DAY_MS = 86_400_000;

/**
 * The demo's review reports with their participants, actions and comments. Everyone's red dot was
 * cleared a week ago, so it lights for what came since (the last reviews and their comments).
 */
export async function seedReviews({ tx, clock, userIds }: Pick<SeedContext, 'tx' | 'clock' | 'userIds'>) {
  const now = clock.now();
  const today = clock.today();
  const idOf = (index: number) => userIds[index] as number;
  for (const review of SEED_REVIEWS) {
    const writtenAt = new Date(now.getTime() - review.daysAgo * DAY_MS);
    // Published the day after the review meeting.
    const publishedAt = review.published ? new Date(writtenAt.getTime() + DAY_MS) : null;
    const [row] = await tx
      .insert(reviews)
      .values({
        authorId: idOf(review.authorIndex),
        title: review.title,
        project: review.project,
        reviewDate: addDays(today, -review.daysAgo),
        goal: review.goal,
        result: review.result,
        wentWell: review.wentWell,
        wentBadly: review.wentBadly,
        rootCauses: review.rootCauses,
        lessons: review.lessons,
        status: review.published ? 'published' : 'draft',
        publishedAt,
        createdAt: writtenAt,
        updatedAt: publishedAt ?? writtenAt,
      })
      .returning({ id: reviews.id });
    const reviewId = row?.id as number;
    await tx
      .insert(reviewParticipants)
      .values(review.participantIndexes.map((index) => ({ reviewId, userId: idOf(index) })));
    if (review.actions.length > 0)
      await tx.insert(reviewActions).values(
        review.actions.map((action, position) => ({
          reviewId,
          position,
          content: action.content,
          ownerId: idOf(action.ownerIndex),
          dueDate: action.dueInDays === null ? null : addDays(today, action.dueInDays),
        })),
      );
    if (publishedAt && review.comments.length > 0) {
      const [thread] = await tx
        .insert(posts)
        .values({ resourceType: REVIEW_THREAD_TYPE, resourceId: reviewId, createdAt: publishedAt })
        .returning({ id: posts.id });
      await tx.insert(comments).values(
        review.comments.map((comment, index) => ({
          postId: thread?.id as number,
          userId: idOf(comment.authorIndex),
          comment: comment.text,
          createdAt: new Date(publishedAt.getTime() + (index + 1) * 3_600_000),
        })),
      );
    }
  }
  const clearedAt = new Date(now.getTime() - 7 * DAY_MS);
  await tx.insert(reviewNoticeReads).values(userIds.map((userId) => ({ userId, clearedAt })));
}
