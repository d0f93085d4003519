/** Who may do what with a review report; pure, so it is tested without a database. */

interface Caller {
  id: number;
}

/** What the rights depend on. */
export interface ReviewOwnership {
  authorId: number;
  status: string;
}

const isAuthor = (user: Caller, review: ReviewOwnership) => review.authorId === user.id;

/** A published review is read by every employee; a draft by its author only (not even an admin). */
export const canReadReview = (user: Caller, review: ReviewOwnership) =>
  review.status === 'published' || isAuthor(user, review);

/** Only the author edits and publishes a review, a published one too. */
export const canEditReview = (user: Caller, review: ReviewOwnership) => isAuthor(user, review);

/** Only the author deletes, and only a draft: a published review keeps its comments and readers. */
export const canDeleteReview = (user: Caller, review: ReviewOwnership) =>
  isAuthor(user, review) && review.status === 'draft';
