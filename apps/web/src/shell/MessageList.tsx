import { Empty, List, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_LIST_PAGE_SIZE, useMarkMessagesRead, useMessagePage } from './hooks/use-messages.ts';
import styles from './messages.module.css';
import { anchorTarget } from './model/link-target.ts';

/**
 * My messages, unread first. The unread ones on the page shown are marked read as they are shown;
 * their dot stays until the list is opened again, so the reader still sees what was new.
 */
export function MessageList() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const { data, isLoading } = useMessagePage(pageNo, true);
  const { mutate: markRead } = useMarkMessagesRead();

  useEffect(() => {
    const unreadIds = data?.items.filter((item) => item.readFlag === 0).map((item) => item.id) ?? [];
    if (unreadIds.length) markRead(unreadIds);
  }, [data, markRead]);

  if (isLoading) return <Spin className={styles.loading} />;
  if (!data?.items.length) return <Empty description={t('shell.messages.empty')} />;
  return (
    <List
      className={styles.list}
      data-testid="message-list"
      dataSource={data.items}
      pagination={
        data.totalCount > MESSAGE_LIST_PAGE_SIZE && {
          current: pageNo,
          pageSize: MESSAGE_LIST_PAGE_SIZE,
          total: data.totalCount,
          size: 'small',
          onChange: setPageNo,
        }
      }
      renderItem={(item) => {
        const body = (
          <>
            <div className={styles.title}>
              {item.readFlag === 0 && (
                <span className={styles.dot} role="img" aria-label={t('shell.messages.unreadDot')} />
              )}
              {item.title}
            </div>
            {item.content && <div className={styles.content}>{item.content}</div>}
            <div className={styles.time}>{item.createTime}</div>
          </>
        );
        return (
          <List.Item data-testid={`message-item-${item.id}`} data-read={item.readFlag}>
            {item.linkUrl ? (
              <a className={styles.link} href={item.linkUrl} {...anchorTarget(item.linkUrl)}>
                {body}
              </a>
            ) : (
              <div className={styles.link}>{body}</div>
            )}
          </List.Item>
        );
      }}
    />
  );
}
