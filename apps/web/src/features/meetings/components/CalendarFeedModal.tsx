import type { CalendarFeed } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Input, Modal, Popconfirm, Space } from 'antd';
import useApp from 'antd/es/app/useApp';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../api/client.ts';
import styles from '../meetings.module.css';

const COPIED_SECONDS = 1;

/**
 * The private calendar feed: the server shows its address only when it makes one (it keeps just a
 * hash), so the address lives in this modal's state and a new one replaces it.
 */
export function CalendarFeedModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [feed, setFeed] = useState<CalendarFeed | null>(null);
  const keep = { onSuccess: setFeed };
  const mine = useMutation({ mutationFn: () => callApi('calendarFeedMine', { body: {} }), ...keep });
  const renew = useMutation({ mutationFn: () => callApi('calendarFeedRenew', { body: {} }), ...keep });
  const revoke = useMutation({
    mutationFn: () => callApi('calendarFeedRevoke', { body: {} }),
    onSuccess: () => {
      setFeed(null);
      message.success(t('meetings.calendar.revoked'));
    },
  });

  const copy = (url: string) =>
    navigator.clipboard
      .writeText(url)
      .then(() => message.success(t('meetings.calendar.copied'), COPIED_SECONDS))
      .catch(() => undefined);

  const confirm = (text: string, onConfirm: () => void, button: ReactNode) => (
    <Popconfirm
      title={text}
      okText={t('meetings.calendar.ok')}
      cancelText={t('meetings.calendar.keep')}
      onConfirm={onConfirm}
    >
      {button}
    </Popconfirm>
  );

  return (
    <Modal open onCancel={onClose} footer={null} title={t('meetings.calendar.title')}>
      <p>{t('meetings.calendar.intro')}</p>
      <p className={styles.muted}>{t('meetings.calendar.secret')}</p>
      {!feed ? (
        <Button type="primary" loading={mine.isPending} onClick={() => mine.mutate()} data-testid="feed-get">
          {t('meetings.calendar.get')}
        </Button>
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <span className={styles.muted}>
            {t('meetings.calendar.since', { time: feed.createdTime.slice(0, 16) })}
          </span>
          {feed.url ? (
            <Space.Compact style={{ width: '100%' }}>
              <Input readOnly value={feed.url} data-testid="feed-url" />
              <Button type="primary" onClick={() => copy(feed.url as string)} data-testid="feed-copy">
                {t('meetings.calendar.copy')}
              </Button>
            </Space.Compact>
          ) : (
            <p className={styles.muted}>{t('meetings.calendar.hidden')}</p>
          )}
          <Space wrap>
            {confirm(
              t('meetings.calendar.renewConfirm'),
              () => renew.mutate(),
              <Button loading={renew.isPending} data-testid="feed-renew">
                {t('meetings.calendar.renew')}
              </Button>,
            )}
            {confirm(
              t('meetings.calendar.revokeConfirm'),
              () => revoke.mutate(),
              <Button danger loading={revoke.isPending} data-testid="feed-revoke">
                {t('meetings.calendar.revoke')}
              </Button>,
            )}
          </Space>
        </Space>
      )}
    </Modal>
  );
}
