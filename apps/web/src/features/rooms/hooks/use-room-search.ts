import type { Office } from '@portal/contracts';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { roomSearchFromQuery } from '../first-view.ts';
import { buildRoomSearchFilter, type RoomSearch, withDate } from '../model/search-filter.ts';
import { queryMatches, withSearchQuery } from '../model/search-query.ts';
import { LOCATION_STORAGE_KEY } from '../model/start-location.ts';
import { useRoomList } from './use-room-list.ts';

/**
 * The header bar's choices and the room list they select. `onSearchChange` runs before every
 * change (the page drops its slot selection: it belongs to the old list). Every choice lives in the
 * page's query too, so a reload, back/forward or the create-meeting page's way back opens on the same
 * search. The address leads: a pasted link, an edited address or back/forward to another search
 * shows that search, at any time, not only when the page opens. Without a location in the query the
 * list opens on the last location chosen in this browser, else on the employee's own office, so a
 * whole city's rooms are loaded only when asked for.
 */
export function useRoomSearch(now: Dayjs, onSearchChange: () => void, office: Office | null | undefined) {
  const [params, setParams] = useSearchParams();
  const fromQuery = (query: URLSearchParams) => roomSearchFromQuery(query, now, office);
  const [search, setSearch] = useState(() => fromQuery(params));
  const filter = useMemo(() => buildRoomSearchFilter(search), [search]);
  const rooms = useRoomList(filter);
  // The query last seen, to tell the address changing (adopt it) from the search changing (write it).
  const seenQuery = useRef(params.toString());

  useEffect(() => {
    const query = params.toString();
    const addressChanged = query !== seenQuery.current;
    seenQuery.current = query;
    if (queryMatches(params, search)) return;
    if (addressChanged) {
      onSearchChange();
      setSearch(fromQuery(params));
      return;
    }
    // Replaced, not pushed: "back" leaves the room list rather than stepping through its filters.
    setParams((current) => withSearchQuery(current, search), { replace: true });
  });

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
