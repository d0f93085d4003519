import type { MeetingAction } from '@portal/contracts';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import styles from '../meetings.module.css';
import { type Column, PlainTable } from './PlainTable.tsx';

interface ActionTableProps {
  actions: MeetingAction[];
  loading?: boolean;
  /** Shows each action's meeting (lists across meetings). */
  withMeeting?: boolean;
  /** The buttons of one row, by what the viewer may do. */
  controls?: (action: MeetingAction) => ReactNode;
  paging?: { page: number; total: number; onChange: (page: number) => void };
}

const STATUS_COLORS = { todo: 'default', doing: 'processing', done: 'success' } as const;

/** Actions with owners, due date (overdue marked), status and progress note. */
export function ActionTable({ actions, loading, withMeeting, controls, paging }: ActionTableProps) {
  const { t } = useTranslation();
  const columns: Column<MeetingAction>[] = [
    {
      key: 'title',
      title: t('meetings.field.actionTitle'),
      render: (action) => <span className={styles.actionTitle}>{action.title}</span>,
    },
  ];
  if (withMeeting) {
    columns.push({
      key: 'meeting',
      title: t('meetings.field.meeting'),
      render: (action) => (
        <Link to={`/meeting/meetingDetail?id=${action.meetingId}`}>{action.meetingName}</Link>
      ),
    });
  }
  columns.push(
    {
      key: 'owners',
      title: t('meetings.field.owners'),
      render: (action) => action.owners.map((owner) => owner.name || owner.email).join('、'),
    },
    {
      key: 'due',
      title: t('meetings.field.dueDate'),
      width: 140,
      render: (action) => (
        <span
          className={action.overdue ? styles.overdue : undefined}
          data-testid={action.overdue ? 'action-overdue' : undefined}
        >
          {action.dueDate}
          {action.overdue && ` · ${t('meetings.action.overdue')}`}
        </span>
      ),
    },
    {
      key: 'status',
      title: t('meetings.field.status'),
      width: 90,
      render: (action) => (
        <Tag color={STATUS_COLORS[action.status]} data-testid={`action-state-${action.id}`}>
          {t(`meetings.actionStatus.${action.status}`)}
        </Tag>
      ),
    },
    {
      key: 'progress',
      title: t('meetings.field.progress'),
      render: (action) => action.progress || <span className={styles.muted}>—</span>,
    },
  );
  if (controls) columns.push({ key: 'controls', title: '', width: 150, render: controls });
  return <PlainTable rows={actions} columns={columns} loading={loading} paging={paging} />;
}
