import { describe, expect, it } from 'vitest';
import { canDeleteReview, canEditReview, canReadReview } from './policy.ts';

const author = { id: 7, email: 'Author@Example.com' };
const other = { id: 8, email: 'other@example.com' };
const draft = { authorId: 7, status: 'draft' };
const published = { authorId: 7, status: 'published' };

describe('review policy', () => {
  it('shows a draft to its author only and a published review to everyone', () => {
    expect(canReadReview(author, draft)).toBe(true);
    expect(canReadReview(other, draft)).toBe(false);
    expect(canReadReview(other, published)).toBe(true);
  });

  it('lets only the author edit, draft or published', () => {
    expect(canEditReview(author, draft)).toBe(true);
    expect(canEditReview(author, published)).toBe(true);
    expect(canEditReview(other, draft)).toBe(false);
    expect(canEditReview(other, published)).toBe(false);
  });

  it('lets the author delete a draft but nobody delete a published review', () => {
    expect(canDeleteReview(author, draft)).toBe(true);
    expect(canDeleteReview(author, published)).toBe(false);
    expect(canDeleteReview(other, draft)).toBe(false);
  });
});
