import useApp from 'antd/es/app/useApp';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useCurrentUser } from '../../api/current-user.ts';
import { companyNow } from '../../lib/company-time.ts';
import { ReviewForm } from './components/ReviewForm.tsx';
import { useSaveReview } from './hooks/use-reviews.ts';
import { emptyReviewForm, formToReviewInput } from './model/review-form.ts';
import { ReviewLayout } from './ReviewLayout.tsx';
import styles from './reviews.module.css';

/** /#/review/createReview: a new review, saved as a draft or published at once. */
export function CreateReviewPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const [, navigate] = useLocation();
  const { data: user } = useCurrentUser();
  const save = useSaveReview();

  return (
    <ReviewLayout>
      <section className={styles.card}>
        <div className={styles.toolbar}>
          <h1 className={styles.heading}>{t('route.createReview')}</h1>
        </div>
        {user && (
          <ReviewForm
            initialValues={emptyReviewForm(companyNow().format('YYYY-MM-DD'), user.email)}
            published={false}
            onCancel={() => navigate('/review/myReview')}
            onSubmit={(values, publish) =>
              save.mutateAsync({ id: null, input: formToReviewInput(values), publish }).then(
                (review) => {
                  message.success(t(publish ? 'reviews.form.published' : 'reviews.form.saved'));
                  navigate(`/review/reviewDetail?id=${review.id}`);
                },
                () => undefined, // the client already showed the refusal; the form keeps what was typed
              )
            }
          />
        )}
      </section>
    </ReviewLayout>
  );
}
