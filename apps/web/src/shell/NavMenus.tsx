import { DownOutlined } from '@ant-design/icons';
import type { NavLink, NavMenu } from '@portal/contracts';
import { Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAV_MENUS } from '../api/contract-values.ts';
import { useNavLinks } from './hooks/use-nav-links.ts';
import { HOVER_DELAY_SECONDS } from './model/hover.ts';
import { anchorTarget } from './model/link-target.ts';
import styles from './shell.module.css';

/** The header's own menus; quickLinks belong to the home page. */
const HEADER_MENUS = NAV_MENUS.filter(
  (menu): menu is Exclude<NavMenu, 'quickLinks'> => menu !== 'quickLinks',
);

const menuItems = (links: NavLink[], emptyText: string): MenuProps['items'] =>
  links.length
    ? links.map((link) => ({
        key: link.id,
        label: (
          <a href={link.url} {...anchorTarget(link.url)} data-testid={`nav-link-${link.id}`}>
            {link.title}
          </a>
        ),
      }))
    : [{ key: 'empty', label: emptyText, disabled: true }];

/** Public notice, my work, business tools, service tools: links kept in the database (nav_links). */
export function NavMenus() {
  const { t } = useTranslation();
  const { data } = useNavLinks();
  return (
    <nav className={styles.nav}>
      {HEADER_MENUS.map((menu) => (
        <Dropdown
          key={menu}
          menu={{ items: menuItems(data?.[menu] ?? [], t('shell.menus.empty')) }}
          trigger={['hover']}
          mouseEnterDelay={HOVER_DELAY_SECONDS}
          mouseLeaveDelay={HOVER_DELAY_SECONDS}
        >
          <button type="button" className={styles.navMenu} data-testid={`nav-menu-${menu}`}>
            {t(`shell.menus.${menu}`)}
            <DownOutlined className={styles.caret} />
          </button>
        </Dropdown>
      ))}
    </nav>
  );
}
