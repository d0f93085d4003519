import { useTranslation } from 'react-i18next';
import { MyBookingsList } from '../bookings/MyBookingsList.tsx';
import { MeetingLayout } from './MeetingLayout.tsx';
import styles from './meetings.module.css';

/** /#/meeting/myOrders: my room bookings of the last seven days, as the room page's dialog lists them. */
export function MyOrdersPage() {
  const { t } = useTranslation();
  return (
    <MeetingLayout>
      <section className={styles.card}>
        <h2 className={styles.heading}>{t('meetingOrder.myBookings.title')}</h2>
        <MyBookingsList shown />
      </section>
    </MeetingLayout>
  );
}
