import { ReadOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from '../book-corner.module.css';

/** The banner opens the library's page (the server's BOOK_CORNER_URL) in a new tab. */
export function BookCornerBanner({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <a
      className={styles.banner}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="book-corner-banner"
    >
      <ReadOutlined className={styles.bannerIcon} aria-hidden />
      <span className={styles.bannerText}>
        <strong className={styles.bannerTitle}>{t('bookCorner.banner.title')}</strong>
        <span className={styles.bannerSubtitle}>{t('bookCorner.banner.subtitle')}</span>
      </span>
      <span className={styles.bannerAction}>
        {t('bookCorner.banner.action')} <RightOutlined aria-hidden />
      </span>
    </a>
  );
}
