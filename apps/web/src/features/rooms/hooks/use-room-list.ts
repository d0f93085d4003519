import type { RoomSearchFilter } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { dateOf } from '../model/clock.ts';

export const ROOM_LIST_KEY = ['meetingOrder', 'rooms'] as const;

/**
 * POST /meeting/room/list, cached per filter. The previous list stays on screen while a new one
 * loads, so the answer carries its own day: slots are always drawn against the day they belong to.
 */
/**
 * A list this young is drawn as it is when the page mounts: the list asked for at start-up
 * (first-view.ts) is not asked for a second time. Changes the page makes itself reload it anyway.
 */
const ROOM_LIST_FRESH_MS = 5_000;

export const roomListQuery = (filter: RoomSearchFilter) =>
  queryOptions({
    staleTime: ROOM_LIST_FRESH_MS,
    queryKey: [...ROOM_LIST_KEY, filter],
    queryFn: async () => ({
      date: dateOf(filter.startTime),
      rooms: await callApi('roomList', { body: filter }),
    }),
  });

export function useRoomList(filter: RoomSearchFilter) {
  return useQuery({ ...roomListQuery(filter), placeholderData: keepPreviousData });
}
