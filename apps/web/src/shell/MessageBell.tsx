import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadMessageCount } from './hooks/use-messages.ts';

// The list (with antd's List, pagination and select) loads on the first click, not with every page.
const MessageList = lazy(() =>
  import('./MessageList.tsx').then((module) => ({ default: module.MessageList })),
);

/** Red dot and polling: the unread count on a bell; a click lists the messages. */
export function MessageBell() {
  const { t } = useTranslation();
  const { data: unread = 0 } = useUnreadMessageCount();
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      title={t('shell.messages.title')}
      content={
        open && (
          <Suspense fallback={<Spin size="small" />}>
            <MessageList />
          </Suspense>
        )
      }
      destroyOnHidden
    >
      <Button type="text" aria-label={t('shell.messages.bell')} data-testid="message-bell">
        <Badge count={unread} size="small" data-testid="message-unread-count">
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
