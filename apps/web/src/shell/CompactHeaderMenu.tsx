import { MenuOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../api/current-user.ts';
import { currentLanguage, switchLanguage } from '../i18n/i18n.ts';
import { HeaderMenu, type HeaderMenuItem } from './HeaderMenu.tsx';
import { useUnreadMessageCount } from './hooks/use-messages.ts';
import { MessagePopover } from './MessageBell.tsx';
import { useNavMenus } from './NavMenus.tsx';
import styles from './shell.module.css';
import { UserAvatar } from './UserAvatar.tsx';
import { useUserMenuItems } from './UserMenu.tsx';

/**
 * On a narrow screen the header keeps its logo and title and gathers the rest behind one button:
 * the four link menus, messages, the language switch and the user menu, the same items as on a
 * wide screen.
 */
export function CompactHeaderMenu() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const { data: unread = 0 } = useUnreadMessageCount();
  const navMenus = useNavMenus();
  const userItems = useUserMenuItems();
  const [messagesOpen, setMessagesOpen] = useState(false);
  const otherLanguage = currentLanguage() === 'zh' ? 'en' : 'zh';

  const items: HeaderMenuItem[] = [
    ...navMenus.flatMap(({ menu, title, items: links }) => [
      { key: menu, label: title, heading: true },
      ...links.map((link) => ({ ...link, key: `${menu}-${link.key}` })),
    ]),
    { key: 'me', label: <span data-testid="current-user-name">{user?.name}</span>, heading: true },
    {
      key: 'messages',
      label: (
        <span className={styles.menuLabel} data-testid="compact-messages">
          {t('shell.messages.title')}
          {unread > 0 && <span className={styles.menuCount}>{unread}</span>}
        </span>
      ),
      onSelect: () => setMessagesOpen(true),
    },
    {
      key: 'language',
      label: <span data-testid="language-switch">{t('shell.language.switchTo')}</span>,
      onSelect: () => switchLanguage(otherLanguage),
    },
    ...userItems,
  ];

  return (
    <div className={styles.compactMenu}>
      <HeaderMenu
        items={items}
        align="end"
        layout="panel"
        triggerClassName={styles.userTrigger}
        testId="header-menu-button"
        trigger={
          <>
            <UserAvatar src={user?.avatar} />
            <MenuOutlined aria-label={t('shell.compactMenu')} />
          </>
        }
      />
      {/* The message list hangs under the menu button; a click elsewhere closes it. */}
      <MessagePopover open={messagesOpen} onOpenChange={setMessagesOpen}>
        <span className={styles.messagesAnchor} />
      </MessagePopover>
    </div>
  );
}
