import type { MeetingAction } from '@portal/contracts';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The form loads at the first report: most visitors only read the actions. */
const ActionStatusDialog = lazy(() =>
  import('./ActionStatusDialog.tsx').then((m) => ({ default: m.ActionStatusDialog })),
);

/** An owner's button to report an action's status and progress note. */
export function ActionStatusButton({ action }: { action: MeetingAction }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid={`action-status-${action.id}`}>
        {t('meetings.action.report')}
      </Button>
      {open && (
        <Suspense>
          <ActionStatusDialog action={action} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
