import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../apartments.module.css';
import { shownPicture } from '../model/picture.ts';

/** The listing's picture (opens full size in a new tab), or 暂无图片 when there is none or it fails to load. */
export function ApartmentPicture({ picture, alt }: { picture: string; alt: string }) {
  const { t } = useTranslation();
  const source = shownPicture(picture);
  // Keyed by the source, so a listing whose picture changes tries the new one.
  const [brokenSource, setBrokenSource] = useState<string | null>(null);
  if (!source || brokenSource === source) {
    return (
      <span className={styles.noPicture} data-testid="apartment-no-picture">
        {t('apartments.noPicture')}
      </span>
    );
  }
  return (
    <a href={source} target="_blank" rel="noreferrer noopener" className={styles.pictureLink}>
      <img
        src={source}
        alt={alt}
        className={styles.picture}
        loading="lazy"
        data-testid="apartment-picture"
        onError={() => setBrokenSource(source)}
      />
    </a>
  );
}
