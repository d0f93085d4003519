import type { ReviewSummary } from '@portal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CURRENT_USER, callsTo, mockApi, renderWithApi } from '../../test/render-with-api.tsx';
import { AllReviewPage, MyReviewPage } from './ReviewListPage.tsx';

const summary = (overrides: Partial<ReviewSummary>): ReviewSummary => ({
  id: 1,
  title: '大促保障复盘',
  project: '618 大促',
  reviewDate: '2026-06-20',
  status: 'published',
  author: { email: 'a@example.com', name: '李娜', department: '研发中心' },
  publishTime: '2026-06-21 10:00:00',
  updateTime: '2026-06-21 10:00:00',
  commentCount: 3,
  ...overrides,
});

const counts = { total: 9, my: 2, publish: 1 };

describe('review list pages', () => {
  it('show my reviews with the sidebar counts; being on my reviews clears the red dot, no click needed', async () => {
    const calls = mockApi({
      reviewCounts: counts,
      reviewRedPoint: true,
      reviewRedPointClick: null,
      reviewList: {
        list: [summary({ id: 2, title: '草稿复盘', status: 'draft', publishTime: null })],
        total: 1,
      },
    });
    renderWithApi(<MyReviewPage />, { at: '/review/myReview' });
    expect(await screen.findByText('草稿复盘')).toBeTruthy();
    expect(screen.getByText('草稿')).toBeTruthy();
    expect((await screen.findByTestId('review-count-myReviews')).textContent).toBe('2');
    expect(screen.getByTestId('review-count-allReviews').textContent).toBe('9');
    expect(callsTo(calls, 'reviewList')[0]?.body).toEqual({ type: 'my', currentPage: 1, pageSize: 10 });
    expect(callsTo(calls, 'reviewCounts')[0]?.body).toEqual({ type: 'all', email: CURRENT_USER.email });

    // Opened by its address (typed, reloaded, the user menu): the page itself clears the dot.
    await waitFor(() =>
      expect(callsTo(calls, 'reviewRedPointClick').map((call) => call.query.get('email'))).toEqual([
        CURRENT_USER.email,
      ]),
    );
    await waitFor(() => expect(screen.queryByTestId('review-notice-dot')).toBeNull());
  });

  it('searches all reviews by title and says 暂无数据 when none match', async () => {
    const calls = mockApi({
      reviewCounts: counts,
      reviewRedPoint: false,
      reviewList: (call) =>
        (call.body as { title?: string }).title ? { list: [], total: 0 } : { list: [summary({})], total: 1 },
    });
    renderWithApi(<AllReviewPage />, { at: '/review/allReview' });
    expect(await screen.findByText('大促保障复盘')).toBeTruthy();
    expect(screen.getByText('3 条评论')).toBeTruthy();
    expect(screen.queryByTestId('review-notice-dot')).toBeNull();
    const search = screen.getByPlaceholderText('搜索标题');
    fireEvent.change(search, { target: { value: '不存在' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(callsTo(calls, 'reviewList').at(-1)?.body).toEqual({
      type: 'all',
      currentPage: 1,
      pageSize: 10,
      title: '不存在',
    });
  });
});
