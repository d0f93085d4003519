import { useEntryState } from '../../../lib/hash-location.ts';
import type { BookingEntryState } from '../../rooms/index.ts';
import { roomListPathFor } from '../room-list-path.ts';

/** The way back to the room list: the booked day, on the search the person booked from. */
export function useRoomListPath(date: string): string {
  const { roomListQuery } = useEntryState<BookingEntryState>();
  return roomListPathFor(date, roomListQuery);
}
