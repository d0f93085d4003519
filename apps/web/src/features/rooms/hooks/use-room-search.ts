import type { Office } from '@portal/contracts';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { DEVICE_OPTIONS, LOCATIONS } from '../../../api/contract-values.ts';
import { buildRoomSearchFilter, type RoomSearch, withDate } from '../model/search-filter.ts';
import { queryMatches, searchFromQuery, withSearchQuery } from '../model/search-query.ts';
import { LOCATION_STORAGE_KEY, startLocation } from '../model/start-location.ts';
import { useRoomList } from './use-room-list.ts';

/**
 * The header bar's choices and the room list they select. `onSearchChange` runs before every
 * change (the page drops its slot selection: it belongs to the old list). Every choice lives in the
 * page's query too, so a reload, back/forward or the create-meeting page's way back opens on the same
 * search. Without a location in the query the list opens on the last location chosen in this
 * browser, else on the employee's own office, so a whole city's rooms are loaded only when asked for.
 */
export function useRoomSearch(now: Dayjs, onSearchChange: () => void, office: Office | null | undefined) {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(() =>
    searchFromQuery(params, {
      now,
      locations: LOCATIONS,
      devices: DEVICE_OPTIONS,
      fallbackLocation: () => startLocation(localStorage.getItem(LOCATION_STORAGE_KEY), office, LOCATIONS),
    }),
  );
  const filter = useMemo(() => buildRoomSearchFilter(search), [search]);
  const rooms = useRoomList(filter);

  // Replaced, not pushed: "back" leaves the room list rather than stepping through its filters.
  useEffect(() => {
    if (queryMatches(params, search)) return;
    setParams((current) => withSearchQuery(current, search), { replace: true });
  }, [params, search, setParams]);

  const apply = (next: RoomSearch) => {
    onSearchChange();
    setSearch(next);
    // Saving or resetting a popover reloads, even when the filter comes out the same.
    if (JSON.stringify(buildRoomSearchFilter(next)) === JSON.stringify(filter)) void rooms.refetch();
  };

  return {
    search,
    rooms,
    // A date change reloads and rebuilds the start options (an invalid start is cleared).
    changeDate: (date: string) => apply(withDate(search, date, now)),
    change: (changes: Partial<RoomSearch>) => {
      if (changes.location) localStorage.setItem(LOCATION_STORAGE_KEY, JSON.stringify(changes.location));
      apply({ ...search, ...changes });
    },
  };
}
