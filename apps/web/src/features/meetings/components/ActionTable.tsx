import type { MeetingAction } from '@portal/contracts';
import { Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import styles from '../meetings.module.css';

interface ActionTableProps {
  actions: MeetingAction[];
  loading?: boolean;
  /** Shows each action's meeting (lists across meetings). */
  withMeeting?: boolean;
  /** The buttons of one row, by what the viewer may do. */
  controls?: (action: MeetingAction) => ReactNode;
  pagination?: false | { current: number; pageSize: number; total: number; onChange: (page: number) => void };
}

const STATUS_COLORS = { todo: 'default', doing: 'processing', done: 'success' } as const;

/** Actions with owners, due date (overdue marked), status and progress note. */
export function ActionTable({
  actions,
  loading,
  withMeeting,
  controls,
  pagination = false,
}: ActionTableProps) {
  const { t } = useTranslation();
  return (
    <Table<MeetingAction>
      rowKey="id"
      size="middle"
      scroll={{ x: 720 }}
      loading={loading}
      dataSource={actions}
      locale={{ emptyText: t('meetings.empty') }}
      pagination={pagination && { ...pagination, showSizeChanger: false, hideOnSinglePage: true }}
      columns={[
        {
          key: 'title',
          title: t('meetings.field.actionTitle'),
          render: (_, action) => <span className={styles.actionTitle}>{action.title}</span>,
        },
        ...(withMeeting
          ? [
              {
                key: 'meeting',
                title: t('meetings.field.meeting'),
                render: (_: unknown, action: MeetingAction) => (
                  <Link to={`/meeting/meetingDetail?id=${action.meetingId}`}>{action.meetingName}</Link>
                ),
              },
            ]
          : []),
        {
          key: 'owners',
          title: t('meetings.field.owners'),
          render: (_, action) => action.owners.map((owner) => owner.name || owner.email).join('、'),
        },
        {
          key: 'due',
          title: t('meetings.field.dueDate'),
          width: 150,
          render: (_, action) => (
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
          width: 100,
          render: (_, action) => (
            <Tag color={STATUS_COLORS[action.status]} data-testid={`action-state-${action.id}`}>
              {t(`meetings.actionStatus.${action.status}`)}
            </Tag>
          ),
        },
        {
          key: 'progress',
          title: t('meetings.field.progress'),
          render: (_, action) => action.progress || <span className={styles.muted}>—</span>,
        },
        ...(controls
          ? [
              {
                key: 'controls',
                title: '',
                width: 150,
                render: (_: unknown, action: MeetingAction) => controls(action),
              },
            ]
          : []),
      ]}
    />
  );
}
