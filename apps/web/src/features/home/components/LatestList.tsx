import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { anchorProps, type LinkTarget } from '../model/links.ts';
import styles from './latest-list.module.css';

export interface LatestRow {
  key: number | string;
  title: string;
  /** Where the title goes; null when the stored link is not one we follow (plain text then). */
  link: LinkTarget | null;
  /** What the right column shows: a date or a month. */
  meta: string;
}

interface LatestListProps {
  rows: LatestRow[] | undefined;
  loading: boolean;
  testId: string;
}

/** The rows of the notice, latest-content, disclosure and activity cards: a title link and its date. */
export function LatestList({ rows, loading, testId }: LatestListProps) {
  const { t } = useTranslation();
  if (loading) return <Skeleton active paragraph={{ rows: 4 }} title={false} />;
  if (!rows?.length) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.empty')} className={styles.empty} />
    );
  }
  return (
    <ul className={styles.list} data-testid={testId}>
      {rows.map((row) => (
        <li key={row.key} className={styles.row} data-testid={`${testId}-item`}>
          {row.link ? (
            <a {...anchorProps(row.link)} className={styles.title} title={row.title}>
              {row.title}
            </a>
          ) : (
            <span className={styles.title}>{row.title}</span>
          )}
          <span className={styles.meta}>{row.meta}</span>
        </li>
      ))}
    </ul>
  );
}
