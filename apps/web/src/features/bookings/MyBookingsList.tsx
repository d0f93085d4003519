import { Button, Empty, Popconfirm, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/current-user.ts';
import { useCancelBooking, useMyBookings } from './hooks/use-my-bookings.ts';
import { bookingWhen } from './model/my-bookings.ts';
import styles from './my-bookings.module.css';

/** A stable hook for end-to-end tests on the confirm's OK button. */
const CONFIRM_TEST_ID = { 'data-testid': 'my-booking-cancel-confirm' };

interface MyBookingsListProps {
  /** Fetched only while shown. */
  shown: boolean;
  onCancelled?: () => void;
  /** A booking to point out (the partner app links to one record). */
  highlightId?: number | null;
  /**
   * The myOrders page: every booking in the page's own flow (no inner scroll box) under a note that
   * says what the list holds and how many, the number the user menu shows. The dialog keeps the
   * spec's note and scrolls inside itself.
   */
  page?: boolean;
}

/** My active bookings from seven days ago on, each cancellable: the dialog's body and the myOrders page. */
export function MyBookingsList({
  shown,
  onCancelled = () => undefined,
  highlightId = null,
  page = false,
}: MyBookingsListProps) {
  const { t, i18n } = useTranslation();
  const { data: user } = useCurrentUser();
  const bookings = useMyBookings(user?.email, shown);
  const cancel = useCancelBooking(onCancelled);
  const dateFormat = t('meetingOrder.myBookings.dateFormat');
  const language = i18n.language === 'en' ? 'en' : 'zh';
  const items = bookings.data ?? [];

  return (
    <div data-testid="my-bookings-dialog">
      <p className={styles.note} data-testid="my-bookings-note">
        {page ? t('meetingOrder.myBookings.pageNote') : t('meetingOrder.myBookings.note')}
        {page && bookings.data && t('meetingOrder.myBookings.pageCount', { count: items.length })}
      </p>
      <Spin spinning={bookings.isFetching}>
        {bookings.isLoading ? (
          <div className={styles.empty} />
        ) : items.length === 0 ? (
          <Empty
            className={styles.empty}
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('meetingOrder.myBookings.empty')}
          />
        ) : (
          <ul className={page ? styles.items : `${styles.items} ${styles.scrolling}`}>
            {items.map((item) => {
              const when = bookingWhen(item, dateFormat, language);
              return (
                <li
                  key={item.id}
                  className={item.id === highlightId ? `${styles.item} ${styles.highlighted}` : styles.item}
                  aria-current={item.id === highlightId ? 'true' : undefined}
                  ref={
                    item.id === highlightId ? (row) => row?.scrollIntoView({ block: 'nearest' }) : undefined
                  }
                  data-testid={`my-booking-${item.id}`}
                >
                  <span className={styles.room}>{item.meetingRoomName}</span>
                  <span className={styles.date}>{when.date}</span>
                  <span className={styles.time}>{when.time}</span>
                  <Popconfirm
                    title={t('meetingOrder.myBookings.cancelConfirm')}
                    okText={t('meetingOrder.myBookings.cancelOk')}
                    cancelText={t('meetingOrder.myBookings.cancelKeep')}
                    okButtonProps={{ danger: true, loading: cancel.isPending, ...CONFIRM_TEST_ID }}
                    onConfirm={() => cancel.mutateAsync(item.id).catch(() => undefined)}
                  >
                    <Button type="link" danger size="small" data-testid={`my-booking-cancel-${item.id}`}>
                      {t('meetingOrder.myBookings.cancel')}
                    </Button>
                  </Popconfirm>
                </li>
              );
            })}
          </ul>
        )}
      </Spin>
    </div>
  );
}
