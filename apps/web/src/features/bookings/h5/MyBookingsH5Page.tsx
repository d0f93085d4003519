import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useCurrentUser } from '../../../api/current-user.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { confirmDialog, showToast } from '../../../shell/mobile/feedback.ts';
import parts from '../../../shell/mobile/h5-parts.module.css';
import { h5Path } from '../../../shell/mobile/h5-path.ts';
import { useCancelBookingCall, useMyBookings } from '../hooks/my-bookings-query.ts';
import { bookingWhen } from '../model/my-bookings.ts';
import styles from './my-bookings-h5.module.css';

/**
 * Plain markup drawn like antd-mobile's list: its components would bring the popups' animation
 * library into the first load; the confirmation and the toast fetch theirs when used.
 *
 * The phone booking history: my bookings of the last seven days on, each with 取消预定 behind a
 * confirmation; a cancel says 会议室取消成功 in a toast and the list reloads. The email is the
 * current user's: in partner mode the one the partner's user info answers (userId at the
 * company's mail domain).
 */
export function MyBookingsH5Page() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { data: user } = useCurrentUser();
  const bookings = useMyBookings(user?.email, true);
  const cancel = useCancelBookingCall(
    () => void showToast({ icon: 'success', content: t('meetingOrder.myBookings.cancelledText') }),
  );
  const language = currentLanguage();

  const confirmCancel = async (id: number) => {
    const confirmed = await confirmDialog({
      content: t('meetingOrder.myBookings.cancelConfirm'),
      confirmText: t('meetingOrder.myBookings.cancelOk'),
      cancelText: t('meetingOrder.myBookings.cancelKeep'),
    });
    if (confirmed) cancel.mutate(id);
  };

  return (
    <div data-testid="h5-history-page">
      <p className={styles.historyNote}>{t('meetingOrder.myBookings.note')}</p>
      <section className={parts.list} aria-label={t('meetingOrder.myBookings.title')}>
        <h2 className={styles.listHeader}>{t('meetingOrder.myBookings.title')}</h2>
        {(bookings.data ?? []).map((item) => {
          const when = bookingWhen(item, t('meetingOrder.myBookings.dateFormat'), language);
          return (
            <div key={item.id} className={styles.listItem} data-testid={`h5-booking-${item.id}`}>
              <div className={styles.listMain}>
                <div>{item.meetingRoomName}</div>
                <div className={styles.historyTime}>
                  {when.date} {when.time}
                </div>
              </div>
              <button
                type="button"
                className={styles.dangerButton}
                disabled={cancel.isPending && cancel.variables === item.id}
                onClick={() => void confirmCancel(item.id)}
                data-testid={`h5-booking-cancel-${item.id}`}
              >
                {t('meetingOrder.myBookings.cancel')}
              </button>
            </div>
          );
        })}
      </section>
      {bookings.isSuccess && bookings.data.length === 0 && (
        <p className={parts.empty}>{t('meetingOrder.myBookings.empty')}</p>
      )}
      <div className={parts.footer}>
        <button
          type="button"
          className={parts.sheetPrimary}
          onClick={() => navigate(h5Path('/meetingOrderH5'))}
          data-testid="h5-back-to-rooms"
        >
          {t('h5.bookRoom')}
        </button>
      </div>
    </div>
  );
}
