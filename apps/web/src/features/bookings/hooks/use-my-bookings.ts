import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import useApp from 'antd/es/app/useApp';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../api/client.ts';
import { ROOM_LIST_KEY } from '../../rooms/hooks/use-room-list.ts';
import { visibleBookings } from '../model/my-bookings.ts';

const MY_BOOKINGS_KEY = ['meetingOrder', 'myBookings'] as const;

/** GET /meeting/room/my/book/list for the signed-in employee, fetched while the dialog is open. */
export function useMyBookings(email: string | undefined, open: boolean) {
  return useQuery({
    queryKey: [...MY_BOOKINGS_KEY, email],
    queryFn: () => callApi('myBookings', { query: { email } }),
    enabled: open && !!email,
    select: visibleBookings,
  });
}

/**
 * GET /meeting/room/cancel/my/book: on success the notification 成功 / 会议室取消成功,
 * then the room list and my bookings reload and the dialog closes. Failures were shown by the client.
 */
export function useCancelBooking(onCancelled: () => void) {
  const { t } = useTranslation();
  const { notification } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi('cancelMyBooking', { query: { id } }),
    onSuccess: () => {
      notification.success({
        title: t('meetingOrder.myBookings.cancelledTitle'),
        description: t('meetingOrder.myBookings.cancelledText'),
      });
      void queryClient.invalidateQueries({ queryKey: ROOM_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: MY_BOOKINGS_KEY });
      onCancelled();
    },
  });
}
