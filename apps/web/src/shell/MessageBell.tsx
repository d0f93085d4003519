import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadMessageCount } from './hooks/use-messages.ts';
import { MessageList } from './MessageList.tsx';

/** SPEC §4 red dot / §9 polling: the unread count on a bell; a click lists the messages. */
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
      content={open && <MessageList />}
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
