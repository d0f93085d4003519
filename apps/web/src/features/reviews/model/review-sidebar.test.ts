import { describe, expect, it } from 'vitest';
import { REVIEW_SIDEBAR, sidebarCount } from './review-sidebar.ts';

describe('review sidebar', () => {
  it('lists my reviews (with the red dot) before all reviews', () => {
    expect(REVIEW_SIDEBAR.map((item) => [item.key, item.to, item.notice])).toEqual([
      ['myReviews', '/review/myReview', true],
      ['allReviews', '/review/allReview', false],
    ]);
  });

  it('shows my count on my reviews and the published total on all reviews', () => {
    const counts = { total: 12, my: 3, publish: 1 };
    expect(REVIEW_SIDEBAR.map((item) => sidebarCount(item, counts))).toEqual([3, 12]);
    expect(sidebarCount(REVIEW_SIDEBAR[0] as (typeof REVIEW_SIDEBAR)[0], undefined)).toBeUndefined();
  });
});
