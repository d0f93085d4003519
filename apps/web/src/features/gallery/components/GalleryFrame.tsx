import { Card, Empty, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../gallery.module.css';
import type { GallerySelection } from '../model/gallery-selection.ts';
import { GalleryGrid } from './GalleryGrid.tsx';

interface GalleryFrameProps {
  title: string;
  intro?: string;
  /** The choices above the grid. */
  filters?: ReactNode;
  /** The gallery shown; null while the activities load, or when there is none. */
  selection: GallerySelection | null;
  activitiesLoading?: boolean;
}

/** A gallery page: its title, a line of introduction, then the choices and the grid in one card. */
export function GalleryFrame({
  title,
  intro,
  filters,
  selection,
  activitiesLoading = false,
}: GalleryFrameProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      <Card className={styles.section}>
        {filters && <div className={styles.filters}>{filters}</div>}
        {selection ? (
          <GalleryGrid selection={selection} />
        ) : (
          <Spin spinning={activitiesLoading}>
            {!activitiesLoading && (
              <Empty className={styles.empty} description={t('gallery.empty')} data-testid="gallery-empty" />
            )}
          </Spin>
        )}
      </Card>
    </div>
  );
}
