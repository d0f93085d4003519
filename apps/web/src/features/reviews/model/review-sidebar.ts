import type { ReviewCounts } from '@portal/contracts';

export interface ReviewSidebarItem {
  key: 'myReviews' | 'allReviews';
  to: string;
  /** Which figure of the count call the item shows. */
  count: keyof Pick<ReviewCounts, 'my' | 'total'>;
  /** Shows the red dot and clears it when opened. */
  notice: boolean;
}

/** My reviews (with the red dot and my count), then all published reviews with their count. */
export const REVIEW_SIDEBAR: readonly ReviewSidebarItem[] = [
  { key: 'myReviews', to: '/review/myReview', count: 'my', notice: true },
  { key: 'allReviews', to: '/review/allReview', count: 'total', notice: false },
];

export const CREATE_REVIEW_PATH = '/review/createReview';

/** The count an item shows, none until the server answers. */
export const sidebarCount = (item: ReviewSidebarItem, counts: ReviewCounts | undefined) =>
  counts ? counts[item.count] : undefined;
