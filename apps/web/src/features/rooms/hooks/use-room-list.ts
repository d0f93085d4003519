import type { RoomSearchFilter } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { dateOf } from '../model/clock.ts';

export const ROOM_LIST_KEY = ['meetingOrder', 'rooms'] as const;

/**
 * POST /meeting/room/list, cached per filter. The previous list stays on screen while a new one
 * loads, so the answer carries its own day: slots are always drawn against the day they belong to.
 */
export function useRoomList(filter: RoomSearchFilter) {
  return useQuery({
    queryKey: [...ROOM_LIST_KEY, filter],
    queryFn: async () => ({
      date: dateOf(filter.startTime),
      rooms: await callApi('roomList', { body: filter }),
    }),
    placeholderData: keepPreviousData,
  });
}
