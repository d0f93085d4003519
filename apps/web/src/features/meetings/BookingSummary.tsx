import type { Room } from '@portal/contracts';
import { Card } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { roomPlace } from '../rooms/index.ts';
import styles from './create-meeting.module.css';
import { useRoomListPath } from './hooks/use-room-list-path.ts';
import type { BookingRange } from './model/booking-query.ts';
import { durationText } from './model/booking-text.ts';

/** The room (as the server knows it) and time chosen on the room list, with a way back to choose again. */
export function BookingSummary({ range, room }: { range: BookingRange; room: Room | undefined }) {
  const { t, i18n } = useTranslation();
  // Explicit locale: the weekday follows the language even right after a switch.
  const roomListPath = useRoomListPath(range.date);
  const day = dayjs(range.date).locale(i18n.language === 'zh' ? 'zh-cn' : 'en');
  return (
    <Card
      className={styles.card}
      data-testid="create-meeting-summary"
      title={t('createMeeting.summaryTitle')}
      extra={<Link to={roomListPath}>{t('createMeeting.changeTime')}</Link>}
    >
      <dl className={styles.summary}>
        <div>
          <dt>{t('createMeeting.room')}</dt>
          <dd className={styles.roomName} data-testid="create-meeting-room">
            {room ? room.meetingRoomName : t('createMeeting.roomLoading')}
          </dd>
        </div>
        <div>
          <dt>{t('createMeeting.place')}</dt>
          <dd>{room ? roomPlace(room, t) : '…'}</dd>
        </div>
        <div>
          <dt>{t('createMeeting.capacity')}</dt>
          <dd>{room ? t('meetingOrder.list.capacity', { count: room.capacity }) : '…'}</dd>
        </div>
        <div>
          <dt>{t('createMeeting.date')}</dt>
          <dd>{day.format(t('createMeeting.dateFormat'))}</dd>
        </div>
        <div>
          <dt>{t('createMeeting.time')}</dt>
          <dd>
            {range.startTime}–{range.endTime}
            <span className={styles.duration}>{durationText(range, t)}</span>
          </dd>
        </div>
      </dl>
    </Card>
  );
}
