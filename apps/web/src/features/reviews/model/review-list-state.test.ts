import { describe, expect, it } from 'vitest';
import {
  readReviewListState,
  reviewIdOf,
  reviewListBody,
  reviewListParams,
  searchTitle,
} from './review-list-state.ts';

describe('review list state', () => {
  it('reads the page and title from the query, page 1 when missing or wrong', () => {
    expect(readReviewListState(new URLSearchParams('page=3&title=%20发布%20'))).toEqual({
      page: 3,
      title: '发布',
    });
    expect(readReviewListState(new URLSearchParams('page=-2'))).toEqual({ page: 1, title: '' });
    expect(readReviewListState(new URLSearchParams('page=abc'))).toEqual({ page: 1, title: '' });
  });

  it('writes only what differs from the default, and a search starts on page 1', () => {
    expect(reviewListParams({ page: 1, title: '' })).toEqual({});
    expect(reviewListParams({ page: 2, title: '大促' })).toEqual({ page: '2', title: '大促' });
    expect(searchTitle('  复盘 ')).toEqual({ page: 1, title: '复盘' });
  });

  it('builds the list call of a type', () => {
    expect(reviewListBody('my', { page: 2, title: '' })).toEqual({
      type: 'my',
      currentPage: 2,
      pageSize: 10,
    });
    expect(reviewListBody('all', { page: 1, title: '发布' })).toMatchObject({ type: 'all', title: '发布' });
  });

  it('accepts only a whole positive id within the database range', () => {
    expect(reviewIdOf('12')).toBe(12);
    for (const bad of [null, undefined, '', '0', '-1', '1.5', 'abc', '2147483648'])
      expect(reviewIdOf(bad)).toBeNull();
  });
});
