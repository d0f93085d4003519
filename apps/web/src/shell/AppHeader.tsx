import { Avatar, Button, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { logoutUrl } from '../api/client.ts';
import { useCurrentUser } from '../api/current-user.ts';
import { changeLanguage, currentLanguage } from '../i18n/i18n.ts';
import styles from './shell.module.css';

const DEFAULT_AVATAR = '/default-avatar.svg';

/** The minimal shared header: logo to /#/, language switch, the user's name and logout. */
export function AppHeader() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const [modal, contextHolder] = Modal.useModal();

  const confirmLogout = () =>
    modal.confirm({
      title: t('header.logoutTitle'),
      content: t('header.logoutConfirm'),
      okText: t('header.logoutOk'),
      cancelText: t('header.logoutCancel'),
      width: '30%',
      onOk: () => window.location.assign(logoutUrl),
    });

  const otherLanguage = currentLanguage() === 'zh' ? 'en' : 'zh';

  return (
    <header className={styles.header}>
      {contextHolder}
      <a href="/#/" className={styles.brand}>
        <img src="/logo.svg" alt="" width={32} height={32} />
        <span>{t('app.name')}</span>
      </a>
      <Space size="middle">
        <Button type="text" onClick={() => changeLanguage(otherLanguage)} data-testid="language-switch">
          {t('header.switchLanguage')}
        </Button>
        {user && (
          <Space>
            <Avatar size="small" src={user.avatar || DEFAULT_AVATAR} />
            <span data-testid="current-user-name">{user.name}</span>
          </Space>
        )}
        <Button type="link" onClick={confirmLogout}>
          {t('header.logout')}
        </Button>
      </Space>
    </header>
  );
}
