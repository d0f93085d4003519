import type { Review } from '@portal/contracts';
import { Alert, Button, Popconfirm, Result, Skeleton } from 'antd';
import useApp from 'antd/es/app/useApp';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'wouter';
import { COMMENT_RESOURCE_TYPES } from '../../api/contract-values.ts';
import { CommentsPanel } from '../comments/index.ts';
import { ReviewActionList, ReviewSections } from './components/ReviewSections.tsx';
import { ReviewStatusTag } from './components/ReviewStatusTag.tsx';
import { useDeleteReview, usePublishReview, useReviewDetail } from './hooks/use-reviews.ts';
import { reviewIdOf } from './model/review-list-state.ts';
import { ReviewLayout } from './ReviewLayout.tsx';
import styles from './reviews.module.css';

/** /#/review/reviewDetail?id: a review with, once published, its comments panel. */
export function ReviewDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = reviewIdOf(params.get('id'));
  const { data: review, isError } = useReviewDetail(id);

  const body = () => {
    if (id === null || isError)
      return (
        <section className={styles.card}>
          <Result
            status="404"
            title={t('reviews.detail.notFound')}
            extra={
              <Link to="/review/allReview">
                <Button data-testid="review-back">{t('reviews.detail.back')}</Button>
              </Link>
            }
          />
        </section>
      );
    if (!review) return <Skeleton active />;
    return <ReviewArticle review={review} />;
  };
  return <ReviewLayout>{body()}</ReviewLayout>;
}

function ReviewArticle({ review }: { review: Review }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [, navigate] = useLocation();
  const publish = usePublishReview();
  const remove = useDeleteReview();
  const draft = review.status === 'draft';
  const people = review.participants.map((person) => person.name).join('、');

  return (
    <>
      <section className={styles.card}>
        <div className={styles.toolbar}>
          <h1 className={styles.heading} data-testid="review-heading">
            {review.title} <ReviewStatusTag status={review.status} />
          </h1>
          {review.ownFlag && (
            <div className={styles.buttons}>
              {draft && (
                <Button
                  type="primary"
                  loading={publish.isPending}
                  onClick={() =>
                    publish.mutate(review.id, {
                      onSuccess: () => message.success(t('reviews.form.published')),
                    })
                  }
                  data-testid="review-detail-publish"
                >
                  {t('reviews.detail.publish')}
                </Button>
              )}
              <Link to={`/review/reviewUpdate/${review.id}`}>
                <Button data-testid="review-edit">{t('reviews.detail.edit')}</Button>
              </Link>
              {draft && (
                <Popconfirm
                  title={t('reviews.detail.deleteConfirm')}
                  okText={t('reviews.detail.ok')}
                  cancelText={t('reviews.detail.cancel')}
                  onConfirm={() =>
                    remove.mutate(review.id, {
                      onSuccess: () => {
                        message.success(t('reviews.detail.deleted'));
                        navigate('/review/myReview');
                      },
                    })
                  }
                >
                  <Button danger data-testid="review-delete">
                    {t('reviews.detail.delete')}
                  </Button>
                </Popconfirm>
              )}
            </div>
          )}
        </div>
        {draft && <Alert type="info" showIcon title={t('reviews.detail.draftHint')} />}
        <dl className={styles.meta}>
          <dt>{t('reviews.field.project')}</dt>
          <dd>{review.project}</dd>
          <dt>{t('reviews.field.reviewDate')}</dt>
          <dd>{review.reviewDate}</dd>
          <dt>{t('reviews.field.author')}</dt>
          <dd>
            {review.author.name} · {review.author.department}
          </dd>
          <dt>{t('reviews.field.participants')}</dt>
          <dd data-testid="review-participants">{people || t('reviews.detail.noParticipants')}</dd>
        </dl>
      </section>
      <section className={styles.card}>
        <ReviewSections review={review} />
      </section>
      <section className={styles.card}>
        <h2 className={styles.heading}>{t('reviews.field.actions')}</h2>
        <ReviewActionList review={review} />
      </section>
      {!draft && <CommentsPanel resourceType={COMMENT_RESOURCE_TYPES.review} resourceId={review.id} />}
    </>
  );
}
