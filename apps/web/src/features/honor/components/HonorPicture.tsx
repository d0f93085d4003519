import type { HonorItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import styles from '../honor.module.css';

/** The first attachment is the picture; without one the card says 暂无图片. */
export function HonorPicture({ item, className }: { item: HonorItem; className?: string }) {
  const { t } = useTranslation();
  const picture = item.attachments[0];
  return (
    <div className={`${styles.picture} ${className ?? ''}`}>
      {picture ? (
        <img src={picture.fileUrl} alt={item.name} loading="lazy" />
      ) : (
        <span className={styles.noPicture}>{t('honor.noPicture')}</span>
      )}
    </div>
  );
}
