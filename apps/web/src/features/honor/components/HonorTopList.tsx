import { TrophyOutlined } from '@ant-design/icons';
import { Card, Col, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from '../honor.module.css';
import { useTopHonors } from '../hooks/use-honors.ts';
import { HonorCard } from './HonorCard.tsx';

/** The top list of up to 4 winners (which four: docs/honor.md). */
export function HonorTopList() {
  const { t } = useTranslation();
  const { data: items } = useTopHonors();
  if (items && items.length === 0) return null;
  return (
    <Card
      className={styles.section}
      title={
        <span className={styles.sectionTitle}>
          <TrophyOutlined className={styles.trophy} />
          {t('honor.topTitle')}
        </span>
      }
      data-testid="honor-top-list"
    >
      {items ? (
        <Row gutter={[24, 24]}>
          {items.map((item) => (
            <Col span={6} key={item.id}>
              <HonorCard item={item} featured />
            </Col>
          ))}
        </Row>
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}
