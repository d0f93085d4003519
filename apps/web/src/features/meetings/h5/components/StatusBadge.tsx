import { useTranslation } from 'react-i18next';
import styles from '../meetings-h5.module.css';

/** A meeting's status (1–5) or an action's (todo, doing, done), coloured by its value. */
export function StatusBadge({ status, testId }: { status: number | string; testId?: string }) {
  const { t } = useTranslation();
  const label =
    typeof status === 'number' ? t(`meetings.status.${status}`) : t(`meetings.actionStatus.${status}`);
  return (
    <span className={styles.status} data-status={status} data-testid={testId}>
      {label}
    </span>
  );
}
