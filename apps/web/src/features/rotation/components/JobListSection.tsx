import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from '../rotation.module.css';

/** One of a job's lists (description, directions, skills) as numbered points. */
export function JobListSection({
  title,
  items,
  testId,
}: {
  title: string;
  items: readonly string[];
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Card className={styles.card} title={title} data-testid={testId}>
      {items.length === 0 ? (
        <p className={styles.none}>{t('rotation.detail.none')}</p>
      ) : (
        <ol className={styles.points}>
          {items.map((item, index) => (
            // Points may repeat; their place in the list is what tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
            <li key={index}>{item}</li>
          ))}
        </ol>
      )}
    </Card>
  );
}
