import { useTranslation } from 'react-i18next';
import styles from '../meetings-h5.module.css';

/** Previous and next page, shown only when there is more than one page. */
export function Pager({
  page,
  total,
  pageSize,
  onChange,
}: {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <div className={styles.pager}>
      <button type="button" className={styles.button} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('h5Meetings.previous')}
      </button>
      <span>
        {page} / {pages}
      </span>
      <button
        type="button"
        className={styles.button}
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
        data-testid="h5-next-page"
      >
        {t('h5Meetings.next')}
      </button>
    </div>
  );
}
