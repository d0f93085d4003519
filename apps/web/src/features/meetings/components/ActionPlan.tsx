import { PlusOutlined } from '@ant-design/icons';
import type { MeetingAction, MeetingDetail } from '@portal/contracts';
import { Button, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isActionOwner } from '../model/action-owner.ts';
import { ActionStatusButton } from './ActionStatusButton.tsx';
import { ActionTable } from './ActionTable.tsx';
import { Section } from './Section.tsx';

/** The form loads when an action is first added or edited: most visitors only read the plan. */
const ActionEditor = lazy(() => import('./ActionEditor.tsx').then((m) => ({ default: m.ActionEditor })));

/**
 * The meeting's action plan. The organizer and the recorder add and rewrite actions (the server's
 * `canManageActions`); an owner reports status and progress on their own (`canReportActions`).
 */
export function ActionPlan({
  meeting,
  userEmail,
}: {
  meeting: MeetingDetail;
  userEmail: string | undefined;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<MeetingAction | 'new' | null>(null);
  const manage = meeting.rights.canManageActions;

  return (
    <Section
      title={t('meetings.section.actions')}
      data-testid="meeting-actions"
      extra={
        manage && (
          <Button icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="action-add">
            {t('meetings.action.add')}
          </Button>
        )
      }
    >
      <ActionTable
        actions={meeting.actions}
        controls={(action) => (
          <Space size={4}>
            {manage && (
              <Button
                size="small"
                type="link"
                onClick={() => setEditing(action)}
                data-testid={`action-edit-${action.id}`}
              >
                {t('meetings.edit')}
              </Button>
            )}
            {meeting.rights.canReportActions && isActionOwner(action, userEmail) && (
              <ActionStatusButton action={action} />
            )}
          </Space>
        )}
      />
      {editing !== null && (
        <Suspense>
          <ActionEditor
            open
            meetingId={meeting.id}
            action={editing === 'new' ? undefined : editing}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </Section>
  );
}
