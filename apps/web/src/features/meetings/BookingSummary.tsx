import { Card } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import styles from './create-meeting.module.css';
import type { BookingRange } from './model/booking-query.ts';
import { durationText } from './model/booking-text.ts';
import { roomListPathFor } from './room-list-path.ts';

/** The room and time chosen on the room list, with a way back to choose again. */
export function BookingSummary({ range }: { range: BookingRange }) {
  const { t, i18n } = useTranslation();
  // Explicit locale: the weekday follows the language even right after a switch.
  const day = dayjs(range.date).locale(i18n.language === 'zh' ? 'zh-cn' : 'en');

  return (
    <Card
      className={styles.card}
      data-testid="create-meeting-summary"
      title={t('createMeeting.summaryTitle')}
      extra={<Link to={roomListPathFor(range.date)}>{t('createMeeting.changeTime')}</Link>}
    >
      <dl className={styles.summary}>
        <div>
          <dt>{t('createMeeting.room')}</dt>
          <dd className={styles.roomName}>{range.roomName}</dd>
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
