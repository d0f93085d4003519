import { Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { CompactHeaderMenu } from './CompactHeaderMenu.tsx';
import { useNarrowScreen } from './hooks/use-narrow-screen.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { MessageBell } from './MessageBell.tsx';
import { headerTitleKey } from './model/header-title.ts';
import { NavMenus } from './NavMenus.tsx';
import styles from './shell.module.css';
import { UserMenu } from './UserMenu.tsx';

/**
 * Header: logo to /#/, the source page's title, the top menus, messages, language, user menu. On a
 * narrow screen everything after the title is one menu, so nothing overlaps or scrolls sideways.
 */
export function AppHeader({ portalChrome }: { portalChrome: boolean }) {
  const { t } = useTranslation();
  const [pathname] = useLocation();
  const narrow = useNarrowScreen();
  return (
    <header className={styles.header}>
      <div className={styles.headerStart}>
        <a href="/#/" className={styles.brand} data-testid="header-logo">
          <img src="/logo.svg" alt={t('shell.logoAlt')} width={32} height={32} />
        </a>
        <span className={styles.title} data-testid="header-title">
          {t(`shell.title.${headerTitleKey(pathname)}`)}
        </span>
        {portalChrome && !narrow && (
          <>
            <Divider orientation="vertical" className={styles.divider} />
            <NavMenus />
          </>
        )}
      </div>
      {!portalChrome ? null : narrow ? (
        <CompactHeaderMenu />
      ) : (
        <div className={styles.headerEnd}>
          <MessageBell />
          <LanguageSwitch />
          <UserMenu />
        </div>
      )}
    </header>
  );
}
