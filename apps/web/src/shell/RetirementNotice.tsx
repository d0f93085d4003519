import { CloseOutlined, InfoCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../api/current-user.ts';
import { takeFirstTime } from './model/once-flag.ts';
import styles from './shell.module.css';

export const RETIREMENT_NOTICE_KEY = 'portal.retirementNoticeShown';

/**
 * The one-time dialog announcing that the old portal home will be disabled and its
 * features moved to another collaboration platform. It shows on the first desktop page this browser
 * visits signed in (a page that is leaving for sign-on does not count) and never again (the flag
 * is set when it shows). It is a non-modal dialog in a corner, so
 * someone who came to book a room is told without being stopped.
 */
export function RetirementNotice() {
  const { t } = useTranslation();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const signedIn = Boolean(useCurrentUser().data);

  useEffect(() => {
    if (signedIn && takeFirstTime(localStorage, RETIREMENT_NOTICE_KEY)) setOpen(true);
  }, [signedIn]);

  if (!open) return null;
  return (
    <section
      className={styles.notice}
      role="dialog"
      aria-labelledby={titleId}
      data-testid="retirement-notice"
    >
      <header className={styles.noticeHeader}>
        <InfoCircleFilled className={styles.noticeIcon} />
        <h2 id={titleId}>{t('shell.retirement.title')}</h2>
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label={t('shell.retirement.ok')}
          onClick={() => setOpen(false)}
        />
      </header>
      <p>{t('shell.retirement.content')}</p>
      <Button type="primary" size="small" onClick={() => setOpen(false)} data-testid="retirement-notice-ok">
        {t('shell.retirement.ok')}
      </Button>
    </section>
  );
}
