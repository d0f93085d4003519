import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Spin } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadMessageCount } from './hooks/use-messages.ts';

// The list (with antd's List, pagination and select) loads on the first click, not with every page.
const MessageList = lazy(() =>
  import('./MessageList.tsx').then((module) => ({ default: module.MessageList })),
);

interface MessagePopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the list hangs from; a click on it toggles the list unless `opensItself` is false. */
  children: ReactNode;
  opensItself?: boolean;
}

/** The message list, under the bell (or, on a narrow screen, under the one header menu). */
export function MessagePopover({ open, onOpenChange, children, opensItself = true }: MessagePopoverProps) {
  const { t } = useTranslation();
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger={opensItself ? 'click' : []}
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
      {children}
    </Popover>
  );
}

/** Red dot and polling: the unread count on a bell; a click lists the messages. */
export function MessageBell() {
  const { t } = useTranslation();
  const { data: unread = 0 } = useUnreadMessageCount();
  const [open, setOpen] = useState(false);
  return (
    <MessagePopover open={open} onOpenChange={setOpen}>
      <Button type="text" aria-label={t('shell.messages.bell')} data-testid="message-bell">
        <Badge count={unread} size="small" data-testid="message-unread-count">
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </MessagePopover>
  );
}
