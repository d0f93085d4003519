import { DownOutlined } from '@ant-design/icons';
import type { NavLink, NavMenu } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { NAV_MENUS } from '../api/contract-values.ts';
import { HeaderMenu, type HeaderMenuItem } from './HeaderMenu.tsx';
import { useNavLinks } from './hooks/use-nav-links.ts';
import { anchorTarget } from './model/link-target.ts';
import styles from './shell.module.css';

/** The header's own menus; quickLinks belong to the home page. */
const HEADER_MENUS = NAV_MENUS.filter(
  (menu): menu is Exclude<NavMenu, 'quickLinks'> => menu !== 'quickLinks',
);

const menuItems = (links: NavLink[], emptyText: string): HeaderMenuItem[] =>
  links.length
    ? links.map((link) => ({
        key: String(link.id),
        href: link.url,
        ...anchorTarget(link.url),
        label: <span data-testid={`nav-link-${link.id}`}>{link.title}</span>,
      }))
    : [{ key: 'empty', label: emptyText }];

/** Public notice, my work, business tools, service tools: links kept in the database (nav_links). */
export function NavMenus() {
  const { t } = useTranslation();
  const { data } = useNavLinks();
  return (
    <nav className={styles.nav}>
      {HEADER_MENUS.map((menu) => (
        <HeaderMenu
          key={menu}
          items={menuItems(data?.[menu] ?? [], t('shell.menus.empty'))}
          triggerClassName={styles.navMenu}
          testId={`nav-menu-${menu}`}
          trigger={
            <>
              {t(`shell.menus.${menu}`)}
              <DownOutlined className={styles.caret} />
            </>
          }
        />
      ))}
    </nav>
  );
}
