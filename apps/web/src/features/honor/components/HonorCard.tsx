import type { HonorItem } from '@portal/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { shortDepartment } from '../../comments/index.ts';
import styles from '../honor.module.css';
import { HonorPicture } from './HonorPicture.tsx';
import { HonorWinnersLine } from './HonorWinnersLine.tsx';

interface HonorCardProps {
  item: HonorItem;
  /** The top list's larger, highlighted look. */
  featured?: boolean;
}

/** One winner in the top list or the grid; the whole card opens /honorDetail?id. */
export function HonorCard({ item, featured = false }: HonorCardProps) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/honorDetail?id=${item.id}`}
      className={`${styles.card} ${featured ? styles.featured : ''}`}
      data-testid={featured ? 'honor-top-card' : 'honor-card'}
      data-honor-id={item.id}
    >
      <HonorPicture item={item} />
      <div className={styles.cardBody}>
        <div className={styles.cardHeading}>
          <Tag color={featured ? 'gold' : 'processing'} className={styles.awardTag} data-testid="honor-award">
            {item.award}
          </Tag>
          <span className={styles.month} data-testid="honor-month">
            {item.time}
          </span>
        </div>
        <HonorWinnersLine name={item.name} awardId={item.awardId} />
        {item.department && <div className={styles.department}>{shortDepartment(item.department)}</div>}
        {item.prize && <div className={styles.prize}>{t('honor.prize', { prize: item.prize })}</div>}
      </div>
    </Link>
  );
}
