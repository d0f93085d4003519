import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { partnerMode } from '../../api/partner-mode.ts';
import { MeetingLayout } from '../meetings/index.ts';
import { MyBookingsList } from './MyBookingsList.tsx';
import styles from './my-bookings.module.css';

const recordIdOf = (params: URLSearchParams) => {
  const id = Number(params.get('recordId'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * /#/meeting/myOrders: my room bookings from seven days ago on, as the room page's dialog lists
 * them, all in the page (the user menu's count is their number). The partner app opens it with `recordId` to point at one booking; there the meeting sidebar
 * (whose calls answer a portal session) is left out.
 */
export function MyBookingsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const list = (
    <section className={styles.page}>
      <h2 className={styles.pageHeading}>{t('meetingOrder.myBookings.title')}</h2>
      <MyBookingsList shown page highlightId={recordIdOf(params)} />
    </section>
  );
  return partnerMode ? list : <MeetingLayout>{list}</MeetingLayout>;
}
