import type { RoomSearchFilter } from '@portal/contracts';
import { hashKey, keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../../api/client.ts';
import { dateOf } from '../model/clock.ts';

export const ROOM_LIST_KEY = ['meetingOrder', 'rooms'] as const;

/** How long a list asked for at start-up (first-view.ts), and not yet shown, counts as current. */
const FIRST_VIEW_FRESH_MS = 5_000;

/**
 * The lists (query hashes) a room page has shown. A list asked for at start-up is drawn as it is
 * when the page first mounts, rather than asked for a second time; any later mount (back from
 * booking a room, say) asks again, as for any list already shown.
 */
const shown = new Set<string>();

/**
 * POST /meeting/room/list, cached per filter. The answer carries its own day: the previous list
 * stays on screen while a new one loads, and slots are always drawn against the day they belong to.
 */
export const roomListQuery = (filter: RoomSearchFilter) =>
  queryOptions({
    queryKey: [...ROOM_LIST_KEY, filter],
    queryFn: async () => ({
      date: dateOf(filter.startTime),
      rooms: await callApi('roomList', { body: filter }),
    }),
    staleTime: (query) => (shown.has(query.queryHash) ? 0 : FIRST_VIEW_FRESH_MS),
  });

export function useRoomList(filter: RoomSearchFilter) {
  const options = roomListQuery(filter);
  const result = useQuery({ ...options, placeholderData: keepPreviousData });
  const shownHash = result.isPlaceholderData ? null : hashKey(options.queryKey);
  useEffect(() => {
    if (shownHash) shown.add(shownHash);
  }, [shownHash]);
  return result;
}
