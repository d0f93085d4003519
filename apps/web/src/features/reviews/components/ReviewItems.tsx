import { MessageOutlined } from '@ant-design/icons';
import type { ReviewSummary } from '@portal/contracts';
import { Pagination, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { REVIEW_PAGE_SIZE } from '../model/review-list-state.ts';
import styles from '../reviews.module.css';
import { ReviewStatusTag } from './ReviewStatusTag.tsx';

interface ReviewItemsProps {
  reviews: ReviewSummary[] | undefined;
  total: number;
  page: number;
  onPageChange: (page: number) => void;
}

/** One page of reviews: title (to the detail), status, project, author, dates and comment count. */
export function ReviewItems({ reviews, total, page, onPageChange }: ReviewItemsProps) {
  const { t } = useTranslation();
  if (!reviews) return <Skeleton active />;
  if (reviews.length === 0) return <p className={styles.empty}>{t('reviews.list.empty')}</p>;
  return (
    <>
      <ul className={styles.items} data-testid="review-items">
        {reviews.map((review) => (
          <li key={review.id} className={styles.item} data-testid={`review-item-${review.id}`}>
            <div className={styles.itemTitle}>
              <Link to={`/review/reviewDetail?id=${review.id}`}>{review.title}</Link>
              <ReviewStatusTag status={review.status} />
            </div>
            <div className={styles.itemMeta}>
              <span>{review.project}</span>
              <span>
                {review.author.name} · {review.author.department}
              </span>
              <span>{t('reviews.list.reviewedOn', { date: review.reviewDate })}</span>
              <span>
                {review.publishTime
                  ? t('reviews.list.publishedAt', { time: review.publishTime.slice(0, 16) })
                  : t('reviews.list.updatedAt', { time: review.updateTime.slice(0, 16) })}
              </span>
              <span>
                <MessageOutlined /> {t('reviews.list.comments', { count: review.commentCount })}
              </span>
            </div>
          </li>
        ))}
      </ul>
      {total > REVIEW_PAGE_SIZE && (
        <Pagination
          className={styles.pager}
          current={page}
          pageSize={REVIEW_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={onPageChange}
        />
      )}
    </>
  );
}
