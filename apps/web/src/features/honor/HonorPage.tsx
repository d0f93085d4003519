import { Card, Col, Empty, Row, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { HonorCard } from './components/HonorCard.tsx';
import { HonorFilters } from './components/HonorFilters.tsx';
import { HonorTopList } from './components/HonorTopList.tsx';
import styles from './honor.module.css';
import { useWallOfFame } from './hooks/use-honors.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import { type HonorFilter, honorFilterParams, readHonorFilter } from './model/honor-filter.ts';

addFeatureTexts({ zh, en });

/** /#/honor: the top list, the filters and the card grid. */
export function HonorPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = readHonorFilter(params);
  const setFilter = (next: HonorFilter) => setParams(honorFilterParams(next), { replace: true });
  const { data, isFetching } = useWallOfFame(filter);

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('route.honor')}</h1>
      <HonorTopList />
      <Card className={styles.section}>
        <HonorFilters filter={filter} onChange={setFilter} />
        <Spin spinning={isFetching}>
          {data && (
            <p className={styles.resultCount} data-testid="honor-result-count">
              {t('honor.resultCount', { count: data.totalCount })}
            </p>
          )}
          {data && data.items.length === 0 ? (
            <Empty description={t('honor.empty')} data-testid="honor-empty" />
          ) : (
            <Row gutter={[24, 24]} data-testid="honor-grid">
              {data?.items.map((item) => (
                // A card grid of 6-column span.
                <Col span={6} key={item.id}>
                  <HonorCard item={item} />
                </Col>
              ))}
            </Row>
          )}
        </Spin>
      </Card>
    </div>
  );
}
