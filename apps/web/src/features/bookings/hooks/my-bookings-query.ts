import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { ROOM_LIST_KEY } from '../../rooms/index.ts';
import { visibleBookings } from '../model/my-bookings.ts';

// No component library here: the desktop dialog and the phone history page both use these.
const MY_BOOKINGS_KEY = ['meetingOrder', 'bookingMine'] as const;
/** The user menu's 我的会议 counts these bookings. */
const USER_MENU_COUNT_KEY = ['shell', 'userMenuCount', 'myMeetings'] as const;

/** My bookings changed (a cancel, or a meeting that moved or freed its room): ask again, count too. */
export function refreshMyBookings(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: MY_BOOKINGS_KEY });
  void queryClient.invalidateQueries({ queryKey: USER_MENU_COUNT_KEY });
}

/** GET /meeting/room/my/book/list for the signed-in employee, fetched while `open`. */
export function useMyBookings(email: string | undefined, open: boolean) {
  return useQuery({
    queryKey: [...MY_BOOKINGS_KEY, email],
    queryFn: () => callApi('bookingMine', { query: { email } }),
    enabled: open && !!email,
    select: visibleBookings,
  });
}

/**
 * GET /meeting/room/cancel/my/book; on success the room list and my bookings reload and
 * `onCancelled` tells the person. Failures were shown by the client.
 */
export function useCancelBookingCall(onCancelled: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi('bookingCancel', { query: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ROOM_LIST_KEY });
      refreshMyBookings(queryClient);
      onCancelled();
    },
  });
}
