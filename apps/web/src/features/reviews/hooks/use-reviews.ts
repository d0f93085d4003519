import type { ReviewInput, ReviewListRequest } from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../../api/client.ts';

/** Everything a review change may alter: lists, details, counts; and the user menu's count. */
const REVIEWS_KEY = ['reviews'] as const;
const USER_MENU_COUNT_KEY = ['shell', 'userMenuCount', 'myReviews'] as const;

export function useReviewList(body: ReviewListRequest) {
  return useQuery({
    queryKey: [...REVIEWS_KEY, 'list', body],
    queryFn: () => callApi('reviewList', { body }),
    placeholderData: keepPreviousData,
  });
}

export function useReviewDetail(id: number | null) {
  return useQuery({
    queryKey: [...REVIEWS_KEY, 'detail', id],
    queryFn: () => callApi('reviewDetail', { query: { id: id as number }, quiet: ['review.notFound'] }),
    enabled: id !== null,
    retry: false,
  });
}

/** The sidebar's figures (POST /retrospective/get/list/count). */
export function useReviewCounts(email: string | undefined) {
  return useQuery({
    queryKey: [...REVIEWS_KEY, 'counts', email],
    queryFn: () => callApi('reviewCounts', { body: { type: 'all', email } }),
    enabled: Boolean(email),
  });
}

/** The red dot of my reviews: a comment on mine or a review naming me since I last looked. */
export function useReviewNotice(email: string | undefined) {
  return useQuery({
    queryKey: [...REVIEWS_KEY, 'notice', email],
    queryFn: () => callApi('reviewRedPoint', { query: { email } }),
    enabled: Boolean(email),
  });
}

export function useClearReviewNotice(email: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('reviewRedPointClick', { query: { email } }),
    onSuccess: () => queryClient.setQueryData([...REVIEWS_KEY, 'notice', email], false),
  });
}

/**
 * Clears the red dot whenever my reviews are on screen while it shows, however the page was
 * reached (sidebar, user menu, a typed address, a reload): being on the page is having looked.
 */
export function useClearReviewNoticeOnOpen(email: string | undefined) {
  const notice = useReviewNotice(email);
  const { mutate, isPending } = useClearReviewNotice(email);
  const lit = notice.data === true;
  useEffect(() => {
    if (lit && !isPending) mutate();
  }, [lit, isPending, mutate]);
}

/** A review change: on success every review view and the user menu's count are asked again. */
function useReviewMutation<T, A>(call: (input: T) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: REVIEWS_KEY });
      void queryClient.invalidateQueries({ queryKey: USER_MENU_COUNT_KEY });
    },
  });
}

/** Saves a new review (id null) or my review, then publishes it when asked; answers the review. */
export const useSaveReview = () =>
  useReviewMutation(
    async ({ id, input, publish }: { id: number | null; input: ReviewInput; publish: boolean }) => {
      const saved =
        id === null
          ? await callApi('reviewCreate', { body: input })
          : await callApi('reviewUpdate', { body: { ...input, id } });
      return publish && saved.status === 'draft'
        ? callApi('reviewPublish', { body: { id: saved.id } })
        : saved;
    },
  );

export const usePublishReview = () =>
  useReviewMutation((id: number) => callApi('reviewPublish', { body: { id } }));

export const useDeleteReview = () =>
  useReviewMutation((id: number) => callApi('reviewDelete', { body: { id } }));
