import type { MeetingListItem } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { meetingWhen } from '../model/meeting-when.ts';
import { MeetingStatusTag } from './MeetingStatusTag.tsx';
import { type Column, PlainTable } from './PlainTable.tsx';

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
  const columns: Column<MeetingListItem>[] = [
    {
      key: 'name',
      title: t('meetings.field.name'),
      render: (meeting) => (
        <Link to={`/meeting/meetingDetail?id=${meeting.id}`} data-testid={`meeting-row-${meeting.id}`}>
          {meeting.name}
        </Link>
      ),
    },
    {
      key: 'time',
      title: t('meetings.field.time'),
      width: 200,
      render: (meeting) => meetingWhen(meeting.start_time, meeting.end_time),
    },
    {
      key: 'room',
      title: t('meetings.field.room'),
      render: (meeting) => meeting.room?.name ?? t('meetings.noRoom'),
    },
    { key: 'organizer', title: t('meetings.field.organizer'), render: (meeting) => meeting.organizer.name },
    {
      key: 'actions',
      title: t('meetings.field.openActions'),
      width: 100,
      render: (meeting) => `${meeting.openActionCount}/${meeting.actionCount}`,
    },
    {
      key: 'status',
      title: t('meetings.field.status'),
      width: 100,
      render: (meeting) => <MeetingStatusTag status={meeting.status} />,
    },
  ];
  if (control) columns.push({ key: 'control', title: '', width: 110, render: control });
  return (
    <PlainTable
      rows={meetings}
      columns={columns}
      loading={loading}
      paging={{ page, total, onChange: onPageChange }}
    />
  );
}
