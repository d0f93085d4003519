import { CalendarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Loaded when first opened: few people subscribe, and the meeting pages stay light. */
const CalendarFeedModal = lazy(() =>
  import('./CalendarFeedModal.tsx').then((m) => ({ default: m.CalendarFeedModal })),
);

/** The sidebar's entry to the private calendar feed. */
export function CalendarFeedButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="link"
        icon={<CalendarOutlined />}
        className={className}
        onClick={() => setOpen(true)}
        data-testid="calendar-feed-open"
      >
        {t('meetings.calendar.open')}
      </Button>
      {open && (
        <Suspense>
          <CalendarFeedModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
