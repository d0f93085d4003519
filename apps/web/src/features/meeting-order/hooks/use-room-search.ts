import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import {
  buildRoomSearchFilter,
  defaultRoomSearch,
  type RoomSearch,
  withDate,
} from '../model/search-filter.ts';
import { useRoomList } from './use-room-list.ts';

/**
 * The header bar's choices and the room list they select. `onSearchChange` runs before every
 * change (the page drops its slot selection: it belongs to the old list).
 */
export function useRoomSearch(now: Dayjs, onSearchChange: () => void) {
  const [search, setSearch] = useState(() => defaultRoomSearch(now));
  const filter = useMemo(() => buildRoomSearchFilter(search), [search]);
  const rooms = useRoomList(filter);

  const apply = (next: RoomSearch) => {
    onSearchChange();
    setSearch(next);
    // SPEC §4: saving or resetting a popover reloads, even when the filter comes out the same.
    if (JSON.stringify(buildRoomSearchFilter(next)) === JSON.stringify(filter)) void rooms.refetch();
  };

  return {
    search,
    rooms,
    // SPEC §4: a date change reloads and rebuilds the start options (an invalid start is cleared).
    changeDate: (date: string) => apply(withDate(search, date, now)),
    change: (changes: Partial<RoomSearch>) => apply({ ...search, ...changes }),
  };
}
