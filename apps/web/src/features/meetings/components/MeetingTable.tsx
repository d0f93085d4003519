import type { MeetingListItem } from '@portal/contracts';
import { Table } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { MEETING_LIST_PAGE_SIZE } from '../model/meeting-list-state.ts';
import { meetingWhen } from '../model/meeting-when.ts';
import { MeetingStatusTag } from './MeetingStatusTag.tsx';

interface MeetingTableProps {
  meetings: MeetingListItem[];
  total: number;
  page: number;
  loading: boolean;
  onPageChange: (page: number) => void;
  /** A last column of the page's own, e.g. a button per meeting. */
  control?: (meeting: MeetingListItem) => ReactNode;
}

/** One page of meetings: subject (to the detail), time, room, organizer, open actions, status. */
export function MeetingTable({ meetings, total, page, loading, onPageChange, control }: MeetingTableProps) {
  const { t } = useTranslation();
  return (
    <Table<MeetingListItem>
      rowKey="id"
      size="middle"
      scroll={{ x: 760 }}
      loading={loading}
      dataSource={meetings}
      locale={{ emptyText: t('meetings.empty') }}
      pagination={{
        current: page,
        pageSize: MEETING_LIST_PAGE_SIZE,
        total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: onPageChange,
      }}
      columns={[
        {
          key: 'name',
          title: t('meetings.field.name'),
          render: (_, meeting) => (
            <Link to={`/meeting/meetingDetail?id=${meeting.id}`} data-testid={`meeting-row-${meeting.id}`}>
              {meeting.name}
            </Link>
          ),
        },
        {
          key: 'time',
          title: t('meetings.field.time'),
          width: 210,
          render: (_, meeting) => meetingWhen(meeting.start_time, meeting.end_time),
        },
        {
          key: 'room',
          title: t('meetings.field.room'),
          render: (_, meeting) => meeting.room?.name ?? t('meetings.noRoom'),
        },
        {
          key: 'organizer',
          title: t('meetings.field.organizer'),
          render: (_, meeting) => meeting.organizer.name,
        },
        {
          key: 'actions',
          title: t('meetings.field.openActions'),
          width: 110,
          render: (_, meeting) => `${meeting.openActionCount}/${meeting.actionCount}`,
        },
        {
          key: 'status',
          title: t('meetings.field.status'),
          width: 110,
          render: (_, meeting) => <MeetingStatusTag status={meeting.status} />,
        },
        ...(control
          ? [
              {
                key: 'control',
                title: '',
                width: 120,
                render: (_: unknown, meeting: MeetingListItem) => control(meeting),
              },
            ]
          : []),
      ]}
    />
  );
}
