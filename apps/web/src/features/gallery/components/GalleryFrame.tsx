import { Button, Card, Empty, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
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
  /** The address names an activity that does not exist. */
  unknownActivity?: boolean;
}

/** A gallery page: its title, a line of introduction, then the choices and the grid in one card. */
export function GalleryFrame({
  title,
  intro,
  filters,
  selection,
  activitiesLoading = false,
  unknownActivity = false,
}: GalleryFrameProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      <Card className={styles.section}>
        {filters && <div className={styles.filters}>{filters}</div>}
        {unknownActivity ? (
          <UnknownActivity />
        ) : selection ? (
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

/** A link to an activity that does not exist: say so, and offer the newest activity instead. */
function UnknownActivity() {
  const { t } = useTranslation();
  return (
    <Empty
      className={styles.empty}
      data-testid="gallery-unknown"
      description={
        <>
          <h2 className={styles.unknownTitle}>{t('gallery.unknown.title')}</h2>
          <p>{t('gallery.unknown.text')}</p>
        </>
      }
    >
      <Link to="/activity">
        <Button type="primary" data-testid="gallery-unknown-back">
          {t('gallery.unknown.back')}
        </Button>
      </Link>
    </Empty>
  );
}
