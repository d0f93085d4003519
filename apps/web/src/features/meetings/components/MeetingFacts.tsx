import type { MeetingDetail } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { meetingWhen, peopleLine } from '../model/meeting-when.ts';

interface MeetingFactsProps {
  meeting: MeetingDetail;
  /** The page's own list style: the desktop and the phone lay the same facts out differently. */
  className?: string;
  contentClassName?: string;
  attendeesTestId: string;
  /** Rows a page adds after the content (the desktop's attachments). */
  children?: ReactNode;
}

/**
 * A meeting's facts as both detail pages show them: time, room, organizer, attendees and content.
 * Plain elements only, so the phone page (no antd) can share it.
 */
export function MeetingFacts({
  meeting,
  className,
  contentClassName,
  attendeesTestId,
  children,
}: MeetingFactsProps) {
  const { t } = useTranslation();
  return (
    <dl className={className}>
      <dt>{t('meetings.field.time')}</dt>
      <dd>{meetingWhen(meeting.start_time, meeting.end_time)}</dd>
      <dt>{t('meetings.field.room')}</dt>
      <dd>{meeting.room?.name ?? t('meetings.noRoom')}</dd>
      <dt>{t('meetings.field.organizer')}</dt>
      <dd>{meeting.organizer.name}</dd>
      <dt>{t('meetings.field.attendees')}</dt>
      <dd data-testid={attendeesTestId}>{peopleLine(meeting.attendees)}</dd>
      <dt>{t('meetings.field.content')}</dt>
      <dd className={contentClassName}>{meeting.content || '—'}</dd>
      {children}
    </dl>
  );
}
