import type { HomeBanner } from '@portal/contracts';
import { Carousel } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBanners } from '../hooks/use-home-content.ts';
import { anchorProps, linkTarget } from '../model/links.ts';
import styles from './banner-carousel.module.css';

const AUTOPLAY_MS = 5_000;

function Slide({ banner }: { banner: HomeBanner }) {
  const target = linkTarget(banner.linkUrl);
  const picture = <img src={banner.picUrl} alt={banner.title} className={styles.picture} draggable={false} />;
  return target ? (
    <a {...anchorProps(target)} className={styles.slide} data-testid="home-banner-slide">
      {picture}
    </a>
  ) : (
    <div className={styles.slide} data-testid="home-banner-slide">
      {picture}
    </div>
  );
}

/**
 * The carousel of eleven slides, 260 px high; a dot switches on click (the click
 * trigger), and each slide is a link.
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const { data: banners, isLoading } = useBanners();
  return (
    <section className={styles.frame} aria-label={t('home.banner.label')} data-testid="home-banner">
      {isLoading || !banners ? (
        <div className={styles.placeholder} />
      ) : (
        <Carousel
          autoplay={{ dotDuration: true }}
          autoplaySpeed={AUTOPLAY_MS}
          arrows
          dots={{ className: styles.dots }}
        >
          {banners.map((banner) => (
            <div key={banner.id}>
              <Slide banner={banner} />
            </div>
          ))}
        </Carousel>
      )}
    </section>
  );
}
