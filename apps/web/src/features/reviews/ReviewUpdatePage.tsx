import { Alert, Button, Skeleton } from 'antd';
import useApp from 'antd/es/app/useApp';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { ReviewForm } from './components/ReviewForm.tsx';
import { useReviewDetail, useSaveReview } from './hooks/use-reviews.ts';
import { formToReviewInput, reviewToForm } from './model/review-form.ts';
import { reviewIdOf } from './model/review-list-state.ts';
import { ReviewLayout } from './ReviewLayout.tsx';
import styles from './reviews.module.css';

/** /#/review/reviewUpdate/:id: the author edits their review (the server refuses anyone else). */
export function ReviewUpdatePage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const [, navigate] = useLocation();
  const id = reviewIdOf(useParams<{ id: string }>().id);
  const { data: review, isError } = useReviewDetail(id);
  const save = useSaveReview();

  const body = () => {
    if (id === null || isError || (review && !review.ownFlag))
      // An Alert rather than Result's illustrations: this page's first load is the form's already.
      return (
        <Alert
          type="warning"
          showIcon
          title={t('reviews.detail.notFound')}
          action={
            <Link to="/review/myReview">
              <Button size="small">{t('reviews.detail.back')}</Button>
            </Link>
          }
          data-testid="review-not-found"
        />
      );
    if (!review) return <Skeleton active />;
    return (
      <ReviewForm
        initialValues={reviewToForm(review)}
        published={review.status === 'published'}
        onCancel={() => navigate(`/review/reviewDetail?id=${review.id}`)}
        onSubmit={(values, publish) =>
          save.mutateAsync({ id: review.id, input: formToReviewInput(values), publish }).then(
            () => {
              message.success(t(publish ? 'reviews.form.published' : 'reviews.form.saved'));
              navigate(`/review/reviewDetail?id=${review.id}`);
            },
            () => undefined, // the client already showed the refusal; the form keeps what was typed
          )
        }
      />
    );
  };

  return (
    <ReviewLayout>
      <section className={styles.card}>
        <div className={styles.toolbar}>
          <h1 className={styles.heading}>{t('route.reviewUpdate')}</h1>
        </div>
        {body()}
      </section>
    </ReviewLayout>
  );
}
