import useApp from 'antd/es/app/useApp';
import { useTranslation } from 'react-i18next';
import { useCancelBookingCall } from './my-bookings-query.ts';

export { useMyBookings } from './my-bookings-query.ts';

/**
 * GET /meeting/room/cancel/my/book: on success the notification 成功 / 会议室取消成功,
 * then the room list and my bookings reload and the dialog closes. Failures were shown by the client.
 */
export function useCancelBooking(onCancelled: () => void) {
  const { t } = useTranslation();
  const { notification } = useApp();
  return useCancelBookingCall(() => {
    notification.success({
      title: t('meetingOrder.myBookings.cancelledTitle'),
      description: t('meetingOrder.myBookings.cancelledText'),
    });
    onCancelled();
  });
}
