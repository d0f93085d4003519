import { Button, Result } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { BookingSummary } from './BookingSummary.tsx';
import { CreateMeetingForm } from './CreateMeetingForm.tsx';
import styles from './create-meeting.module.css';
import { parseBookingQuery } from './model/booking-query.ts';
import { ROOM_LIST_PATH } from './room-list-path.ts';

/** /meeting/createMeeting: book the range chosen on the room list as a meeting. */
export function CreateMeetingPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const range = useMemo(() => parseBookingQuery(query), [query]);

  if (!range) {
    return (
      <Result
        status="warning"
        title={t('createMeeting.invalidRangeTitle')}
        subTitle={t('createMeeting.invalidRangeText')}
        extra={
          <Link to={ROOM_LIST_PATH}>
            <Button type="primary">{t('createMeeting.backToRooms')}</Button>
          </Link>
        }
      />
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('createMeeting.title')}</h1>
      <BookingSummary range={range} />
      <CreateMeetingForm range={range} />
    </div>
  );
}
