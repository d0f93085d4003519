import type { HonorItem } from '@portal/contracts';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from '../honor.module.css';
import { HonorPicture } from './HonorPicture.tsx';
import { HonorWinnersLine } from './HonorWinnersLine.tsx';

/** The winner's picture and facts above the article on /honorDetail. */
export function HonorSummary({ item }: { item: HonorItem }) {
  const { t } = useTranslation();
  return (
    <div className={styles.summary} data-testid="honor-summary">
      <HonorPicture item={item} className={styles.summaryPicture} />
      <Descriptions column={1} size="small" className={styles.summaryFacts}>
        <Descriptions.Item label={t('honor.filters.award')}>
          <Tag color="gold">{item.award}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('honor.winners')}>
          <HonorWinnersLine name={item.name} awardId={item.awardId} />
        </Descriptions.Item>
        {item.department && (
          <Descriptions.Item label={t('honor.department')}>{item.department}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('honor.filters.month')}>{item.time}</Descriptions.Item>
        {item.prize && <Descriptions.Item label={t('honor.prizeLabel')}>{item.prize}</Descriptions.Item>}
      </Descriptions>
    </div>
  );
}
