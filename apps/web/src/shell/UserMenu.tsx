import { DownOutlined } from '@ant-design/icons';
import useApp from 'antd/es/app/useApp';
import { useTranslation } from 'react-i18next';
import { logoutUrl } from '../api/client.ts';
import { useCurrentUser } from '../api/current-user.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { HeaderMenu, type HeaderMenuItem } from './HeaderMenu.tsx';
import { usePortalConfig } from './hooks/use-portal-config.ts';
import { useUserMenuCounts } from './hooks/use-user-menu-counts.ts';
import { type CountedUserMenuKey, userMenuEntries } from './model/user-menu.ts';
import styles from './shell.module.css';
import { UserAvatar } from './UserAvatar.tsx';

/** The logout dialog is 30% wide. */
const LOGOUT_DIALOG_WIDTH = '30%';

function MenuLabel({ itemKey, text, count }: { itemKey: string; text: string; count: number | undefined }) {
  return (
    <span className={styles.menuLabel} data-testid={`user-menu-${itemKey}`}>
      {text}
      {count !== undefined && <span className={styles.menuCount}>{count}</span>}
    </span>
  );
}

/** The user menu's items, logout asking first; the narrow screen's one menu lists the same. */
export function useUserMenuItems(): HeaderMenuItem[] {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const { data: config } = usePortalConfig();
  const counts = useUserMenuCounts(user);
  const { modal } = useApp();

  const confirmLogout = () =>
    modal.confirm({
      title: t('shell.logout.title'),
      content: t('shell.logout.content'),
      okText: t('shell.logout.ok'),
      cancelText: t('shell.logout.cancel'),
      width: LOGOUT_DIALOG_WIDTH,
      // Back on the sign-on page in the portal's language.
      onOk: () => window.location.assign(`${logoutUrl}?language=${currentLanguage()}`),
    });

  return userMenuEntries(config?.links, user?.roles).map(({ key, href }) => {
    const label = (
      <MenuLabel
        key={key}
        itemKey={key}
        text={t(`shell.userMenu.${key}`)}
        count={counts[key as CountedUserMenuKey]}
      />
    );
    if (key === 'logout') return { key, label, onSelect: confirmLogout };
    // Every item but logout opens in a new window.
    return { key, label, href, target: '_blank', rel: 'noopener noreferrer' };
  });
}

/** User menu: opens 200 ms into a hover, closes 200 ms after the pointer leaves. */
export function UserMenu() {
  const { data: user } = useCurrentUser();
  const items = useUserMenuItems();
  return (
    <HeaderMenu
      items={items}
      align="end"
      triggerClassName={styles.userTrigger}
      testId="user-menu-trigger"
      trigger={
        <>
          <UserAvatar src={user?.avatar} />
          <span data-testid="current-user-name">{user?.name}</span>
          <DownOutlined className={styles.caret} />
        </>
      }
    />
  );
}
