import { Alert, Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { useCompanyNow } from '../rooms/index.ts';
import { BookingSummary } from './BookingSummary.tsx';
import { CreateMeetingForm } from './CreateMeetingForm.tsx';
import styles from './create-meeting.module.css';
import { useRoomDay } from './hooks/use-room-day.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import { type BookingRange, parseBookingQuery } from './model/booking-query.ts';
import { checkRange } from './model/range-check.ts';
import { ROOM_LIST_PATH } from './room-list-path.ts';

addFeatureTexts({ zh, en });

/** /meeting/createMeeting: book the range chosen on the room list as a meeting. */
export function CreateMeetingPage() {
  const [query] = useSearchParams();
  const range = useMemo(() => parseBookingQuery(query), [query]);
  if (!range)
    return (
      <BackToRooms titleKey="createMeeting.invalidRangeTitle" textKey="createMeeting.invalidRangeText" />
    );
  return <BookRange range={range} />;
}

/** The room is the server's (never the link's name), and the range is checked against its day at once. */
function BookRange({ range }: { range: BookingRange }) {
  const { t } = useTranslation();
  const room = useRoomDay(range.roomId, range.date);
  const now = useCompanyNow();
  if (room.isError) {
    return <BackToRooms titleKey="createMeeting.roomMissingTitle" textKey="createMeeting.roomMissingText" />;
  }
  const refusal = room.data ? checkRange(range, room.data, now) : null;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('createMeeting.title')}</h1>
      <BookingSummary range={range} room={room.data} />
      <CreateMeetingForm range={range} roomKnown={room.data !== undefined} openingRefusal={refusal} />
    </div>
  );
}

function BackToRooms({ titleKey, textKey }: { titleKey: string; textKey: string }) {
  const { t } = useTranslation();
  return (
    // An alert, not antd's Result: Result carries every status illustration (10 KB) for one warning.
    <Alert
      className={styles.page}
      type="warning"
      showIcon
      message={t(titleKey)}
      description={t(textKey)}
      action={
        <Link to={ROOM_LIST_PATH}>
          <Button type="primary">{t('createMeeting.backToRooms')}</Button>
        </Link>
      }
    />
  );
}
