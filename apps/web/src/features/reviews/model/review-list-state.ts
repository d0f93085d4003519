import type { ReviewListRequest, ReviewListType } from '@portal/contracts';

export const REVIEW_PAGE_SIZE = 10;

/** What a review list keeps in its query: the page and the title searched. */
export interface ReviewListState {
  page: number;
  title: string;
}

export function readReviewListState(params: URLSearchParams): ReviewListState {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    title: (params.get('title') ?? '').trim(),
  };
}

/** The query of a state; a new search starts again on page 1. */
export function reviewListParams({ page, title }: ReviewListState): Record<string, string> {
  return {
    ...(page > 1 ? { page: String(page) } : {}),
    ...(title ? { title } : {}),
  };
}

export const searchTitle = (title: string): ReviewListState => ({ page: 1, title: title.trim() });

export const reviewListBody = (type: ReviewListType, state: ReviewListState): ReviewListRequest => ({
  type,
  currentPage: state.page,
  pageSize: REVIEW_PAGE_SIZE,
  ...(state.title ? { title: state.title } : {}),
});

/** A review id from the query or path: a whole number from 1, else none. */
export function reviewIdOf(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
