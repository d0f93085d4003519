import type { ReviewListType } from '@portal/contracts';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { useCurrentUser } from '../../api/current-user.ts';
import { ReviewItems } from './components/ReviewItems.tsx';
import { useClearReviewNoticeOnOpen, useReviewList } from './hooks/use-reviews.ts';
import {
  readReviewListState,
  reviewListBody,
  reviewListParams,
  searchTitle,
} from './model/review-list-state.ts';
import { ReviewLayout } from './ReviewLayout.tsx';
import styles from './reviews.module.css';

/** One list of POST /retrospective/list, its page and title search in the query. */
function ReviewList({ type }: { type: ReviewListType }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = readReviewListState(params);
  const list = useReviewList(reviewListBody(type, state));

  return (
    <ReviewLayout>
      <section className={styles.card}>
        <div className={styles.toolbar}>
          <h1 className={styles.heading}>{t(`reviews.list.${type}`)}</h1>
          <Input.Search
            key={`${type}-${state.title}`}
            className={styles.search}
            allowClear
            defaultValue={state.title}
            placeholder={t('reviews.list.search')}
            onSearch={(title) => setParams(reviewListParams(searchTitle(title)))}
            data-testid="review-search"
          />
        </div>
        <ReviewItems
          reviews={list.data?.list}
          total={list.data?.total ?? 0}
          page={state.page}
          onPageChange={(page) => setParams(reviewListParams({ ...state, page }))}
        />
      </section>
    </ReviewLayout>
  );
}

/** /#/review/myReview: the reviews I wrote, drafts too; opening it clears the red dot. */
export function MyReviewPage() {
  const { data: user } = useCurrentUser();
  useClearReviewNoticeOnOpen(user?.email);
  return <ReviewList type="my" />;
}

/** /#/review/allReview: every published review. */
export const AllReviewPage = () => <ReviewList type="all" />;
