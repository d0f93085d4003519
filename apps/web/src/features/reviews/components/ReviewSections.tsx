import type { Review } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { SECTION_KEYS } from '../model/review-form.ts';
import styles from '../reviews.module.css';

/** The six narrative sections, two columns wide on a desktop. */
export function ReviewSections({ review }: { review: Review }) {
  const { t } = useTranslation();
  return (
    <div className={styles.sections}>
      {SECTION_KEYS.map((key) => (
        <section key={key} className={styles.section} data-testid={`review-section-${key}`}>
          <h3>{t(`reviews.field.${key}`)}</h3>
          {review[key] ? <p>{review[key]}</p> : <p className={styles.muted}>{t('reviews.detail.empty')}</p>}
        </section>
      ))}
    </div>
  );
}

/** The follow-up actions with their owners and due dates. */
export function ReviewActionList({ review }: { review: Review }) {
  const { t } = useTranslation();
  if (review.actions.length === 0) return <p className={styles.muted}>{t('reviews.detail.noActions')}</p>;
  return (
    <ol className={styles.actionList} data-testid="review-actions">
      {review.actions.map((action, index) => (
        // The actions have no id of their own: their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index}>
          {action.content}
          <span className={styles.muted}>
            {' '}
            · {t('reviews.field.owner')} {action.owner.name} · {t('reviews.field.dueDate')}{' '}
            {action.dueDate ?? t('reviews.detail.noDueDate')}
          </span>
        </li>
      ))}
    </ol>
  );
}
