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

/** Each header menu's title and items; the narrow screen's one menu lists the same. */
export function useNavMenus(): { menu: string; title: string; items: HeaderMenuItem[] }[] {
  const { t } = useTranslation();
  const { data } = useNavLinks();
  return HEADER_MENUS.map((menu) => ({
    menu,
    title: t(`shell.menus.${menu}`),
    items: menuItems(data?.[menu] ?? [], t('shell.menus.empty')),
  }));
}

/** Public notice, my work, business tools, service tools: links kept in the database (nav_links). */
export function NavMenus() {
  const menus = useNavMenus();
  return (
    <nav className={styles.nav}>
      {menus.map(({ menu, title, items }) => (
        <HeaderMenu
          key={menu}
          items={items}
          triggerClassName={styles.navMenu}
          testId={`nav-menu-${menu}`}
          trigger={
            <>
              {title}
              <DownOutlined className={styles.caret} />
            </>
          }
        />
      ))}
    </nav>
  );
}
