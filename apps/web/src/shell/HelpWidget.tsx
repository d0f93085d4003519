import { CustomerServiceOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { callApi } from '../api/client.ts';
import styles from './help-widget.module.css';
import { useNarrowScreen } from './hooks/use-narrow-screen.ts';
import { usePortalConfig } from './hooks/use-portal-config.ts';
import { showsHelpWidget } from './model/help-widget.ts';
import { HOVER_DELAY_SECONDS } from './model/hover.ts';

/**
 * The chat opens in a new window. The window is opened during the click (a popup blocker allows
 * that) and sent to the signed address once the server has made it: the signature needs the secret.
 */
async function openHelpChat() {
  const chatWindow = window.open('about:blank', '_blank');
  try {
    const { url } = await callApi('helpChatUrl');
    if (chatWindow) {
      chatWindow.opener = null;
      chatWindow.location.href = url;
    } else {
      window.open(url, '_blank', 'noopener');
    }
  } catch {
    // The client has already shown the server's message; only the empty window is left.
    chatWindow?.close();
  }
}

/** Help widget: phone and mailbox hint from configuration, and the customer-service chat. */
export function HelpWidget() {
  const { t } = useTranslation();
  const [pathname] = useLocation();
  const narrow = useNarrowScreen();
  const { data: config } = usePortalConfig();
  if (!config || !showsHelpWidget(pathname, narrow)) return null;

  const { phone, mailbox, chatAvailable } = config.help;
  const panel = (
    <div className={styles.panel} data-testid="help-panel">
      <p>
        <PhoneOutlined /> {t('shell.help.phone', { phone })}
      </p>
      <p>
        <MailOutlined /> {t('shell.help.mailbox')}
        <br />
        <a href={`mailto:${mailbox}`} className={styles.mailbox}>
          {mailbox}
        </a>
      </p>
      {chatAvailable && (
        <Button
          type="primary"
          block
          icon={<CustomerServiceOutlined />}
          onClick={openHelpChat}
          data-testid="help-chat"
        >
          {t('shell.help.chat')}
        </Button>
      )}
    </div>
  );

  return (
    <div className={styles.widget} data-testid="help-widget">
      <Popover
        content={panel}
        title={t('shell.help.title')}
        placement="leftBottom"
        mouseEnterDelay={HOVER_DELAY_SECONDS}
        mouseLeaveDelay={HOVER_DELAY_SECONDS}
      >
        <button type="button" className={styles.button} aria-label={t('shell.help.open')}>
          <CustomerServiceOutlined className={styles.icon} />
          <span>{t('shell.help.open')}</span>
        </button>
      </Popover>
    </div>
  );
}
