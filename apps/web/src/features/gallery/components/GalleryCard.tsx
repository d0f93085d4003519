import type { GalleryItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import styles from '../gallery.module.css';
import { teamMembers } from '../model/team-members.ts';

interface GalleryCardProps {
  item: GalleryItem;
  /** A running team: labelled team name and team members. */
  team: boolean;
  /** The picture at its own shape (the monthly gallery's rows share one), else in a 4:3 frame. */
  naturalShape: boolean;
}

/** One picture of a gallery with its name, and the parent's name or the description. */
export function GalleryCard({ item, team, naturalShape }: GalleryCardProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.card} data-testid="gallery-card">
      <div className={naturalShape ? styles.naturalPicture : styles.framedPicture}>
        {item.imgUrl ? (
          <img src={item.imgUrl} alt={item.childName} loading="lazy" />
        ) : (
          <span className={styles.noPicture}>{t('gallery.noPicture')}</span>
        )}
      </div>
      <div className={styles.cardBody}>
        {team ? (
          <>
            <div className={styles.labelled} data-testid="gallery-team-name">
              <span className={styles.label}>{t('gallery.teamName')}</span>
              <span className={styles.name}>{item.childName}</span>
            </div>
            <div className={styles.labelled} data-testid="gallery-team-members">
              <span className={styles.label}>{t('gallery.teamMembers')}</span>
              <span>{teamMembers(item.member).join(t('gallery.memberSeparator'))}</span>
            </div>
          </>
        ) : (
          <>
            <div className={styles.name} data-testid="gallery-name">
              {item.childName}
            </div>
            <div className={styles.detail} data-testid="gallery-detail">
              {item.parentName ? t('gallery.parent', { name: item.parentName }) : item.desc}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
