import type { NavLink } from '@portal/contracts';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavLinks } from '../../../shell/hooks/use-nav-links.ts';
import { anchorProps, linkTarget } from '../model/links.ts';
import { HomeCard } from './HomeCard.tsx';
import styles from './quick-links.module.css';

/** Tile colours, taken in turn so neighbouring tiles differ. */
const TILE_HUES = [218, 160, 32, 275, 190, 340, 140, 12];

function QuickLinkTile({ link, index }: { link: NavLink; index: number }) {
  const target = linkTarget(link.url);
  if (!target) return null;
  const hue = TILE_HUES[index % TILE_HUES.length];
  return (
    <a {...anchorProps(target)} className={styles.tile} data-testid="home-quick-link">
      <span className={styles.mark} style={{ background: `hsl(${hue} 72% 52%)` }} aria-hidden>
        {Array.from(link.title)[0]}
      </span>
      <span className={styles.label}>{link.title}</span>
    </a>
  );
}

/** Quick links: kept in the database (the shell's nav-links call, menu quickLinks). */
export function QuickLinks() {
  const { t } = useTranslation();
  // The header's menus and the quick links come in one cached call (the shell's).
  const navLinks = useNavLinks();
  const links = navLinks.data?.quickLinks ?? [];
  return (
    <HomeCard title={t('home.quickLinks.title')} testId="home-quick-links">
      {navLinks.isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : links.length ? (
        <div className={styles.grid}>
          {links.map((link, index) => (
            <QuickLinkTile key={link.id} link={link} index={index} />
          ))}
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.empty')} />
      )}
    </HomeCard>
  );
}
