import type { MeetingAction } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import styles from '../meetings-h5.module.css';
import { meetingDetailH5Path } from '../model/meeting-tabs.ts';
import { ActionStatusEditor } from './ActionStatusEditor.tsx';
import { StatusBadge } from './StatusBadge.tsx';

interface ActionItemProps {
  action: MeetingAction;
  /** The viewer owns it, so may report its status and progress. */
  canReport: boolean;
  /** Shows the action's meeting, linked (lists across meetings). */
  withMeeting?: boolean;
  className?: string;
}

/** One action: title, status, owners, due date (overdue in red), progress; an owner's 更新进展. */
export function ActionItem({ action, canReport, withMeeting, className }: ActionItemProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <div className={className} data-testid={`h5-action-${action.id}`}>
      <p className={styles.cardTitle}>
        <span>{action.title}</span>
        <StatusBadge status={action.status} testId={`h5-action-state-${action.id}`} />
      </p>
      {withMeeting && (
        <p className={styles.line}>
          {t('meetings.field.meeting')}：
          <Link href={meetingDetailH5Path(action.meetingId)}>{action.meetingName}</Link>
        </p>
      )}
      <p className={styles.line}>
        {t('meetings.field.owners')}：{action.owners.map((owner) => owner.name || owner.email).join('、')}
      </p>
      <p className={`${styles.line} ${action.overdue ? styles.overdue : ''}`}>
        {t('meetings.field.dueDate')}：{action.dueDate}
        {action.overdue && (
          <span data-testid={`h5-action-overdue-${action.id}`}> · {t('meetings.action.overdue')}</span>
        )}
      </p>
      {action.progress && (
        <p className={styles.line}>
          {t('meetings.field.progress')}：{action.progress}
        </p>
      )}
      {canReport &&
        (editing ? (
          <ActionStatusEditor action={action} onDone={() => setEditing(false)} />
        ) : (
          <div className={styles.editorButtons}>
            <button
              type="button"
              className={styles.button}
              onClick={() => setEditing(true)}
              data-testid={`h5-action-report-${action.id}`}
            >
              {t('meetings.action.report')}
            </button>
          </div>
        ))}
    </div>
  );
}
