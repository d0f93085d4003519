import type { GalleryItem } from '@portal/contracts';
import { Col, Empty, Row, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { GALLERY_ROW_SIZE, GALLERY_TEAMS_ACTIVITY_NO } from '../../../api/contract-values.ts';
import styles from '../gallery.module.css';
import { useGalleryItems } from '../hooks/use-gallery.ts';
import { useImageRatios } from '../hooks/use-image-ratios.ts';
import { rowsByShape, toRows, UNMEASURED_RATIO } from '../model/gallery-order.ts';
import { type GallerySelection, isMonthlyActivity } from '../model/gallery-selection.ts';
import { GalleryCard } from './GalleryCard.tsx';

const NO_ITEMS: GalleryItem[] = [];

/**
 * One gallery in rows of four cards. The monthly gallery measures its pictures first and puts the
 * upright ones (width / height ≤ 1) in the first rows, the wider ones after.
 */
export function GalleryGrid({ selection }: { selection: GallerySelection }) {
  const { t } = useTranslation();
  const { data: items = NO_ITEMS, isLoading } = useGalleryItems(selection);
  const byShape = isMonthlyActivity(selection.activityNo);
  const ratios = useImageRatios(
    items.map((item) => item.imgUrl),
    byShape && !isLoading && items.length > 0,
  );
  const rows = byShape
    ? ratios && rowsByShape(items, (item) => ratios.get(item.imgUrl) ?? UNMEASURED_RATIO, GALLERY_ROW_SIZE)
    : toRows(items, GALLERY_ROW_SIZE);
  const team = selection.activityNo === GALLERY_TEAMS_ACTIVITY_NO;

  if (!isLoading && items.length === 0) {
    return <Empty className={styles.empty} description={t('gallery.empty')} data-testid="gallery-empty" />;
  }
  return (
    <Spin spinning={isLoading || !rows}>
      <p className={styles.count} data-testid="gallery-count">
        {t('gallery.count', { count: items.length })}
      </p>
      <div className={styles.rows} data-testid="gallery-grid">
        {rows?.map((row) => (
          <Row gutter={[24, 24]} key={row.map((item) => item.index).join('-')} data-testid="gallery-row">
            {row.map((item) => (
              // Four to a row (span 6 of 24); a phone-wide window gets two.
              <Col xs={12} md={24 / GALLERY_ROW_SIZE} key={item.index}>
                <GalleryCard item={item} team={team} naturalShape={byShape} />
              </Col>
            ))}
          </Row>
        ))}
      </div>
    </Spin>
  );
}
