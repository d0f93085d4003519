import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

export const ROOM_DAY_KEY = 'roomDay';

/** The room a booking link names, with that day's bookings and closures as the room list shows them. */
export function useRoomDay(roomId: number, date: string) {
  return useQuery({
    queryKey: [ROOM_DAY_KEY, roomId, date],
    // An unknown room is explained by the page itself.
    queryFn: () => callApi('roomDay', { query: { id: roomId, date }, quiet: ['room.notFound'] }),
  });
}
