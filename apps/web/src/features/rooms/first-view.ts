import type { CurrentUser, Office } from '@portal/contracts';
import type { Dayjs } from 'dayjs';
import { DEVICE_OPTIONS } from '../../api/contract-values.ts';
import { companyNow } from '../../lib/company-time.ts';
import type { PagePrefetch } from '../../lib/page-route.ts';
import { roomListQuery } from './hooks/use-room-list.ts';
import { knownLocations, roomLocationsQuery } from './hooks/use-room-locations.ts';
import { buildRoomSearchFilter, type RoomSearch } from './model/search-filter.ts';
import { searchFromQuery } from './model/search-query.ts';
import { LOCATION_STORAGE_KEY, startLocation } from './model/start-location.ts';

/**
 * The search a room page address shows: its query, else the last location chosen in this
 * browser, else the employee's own office.
 */
export function roomSearchFromQuery(
  query: URLSearchParams,
  now: Dayjs,
  office: Office | null | undefined,
): RoomSearch {
  const locations = knownLocations();
  return searchFromQuery(query, {
    now,
    locations,
    devices: DEVICE_OPTIONS,
    fallbackLocation: () => startLocation(localStorage.getItem(LOCATION_STORAGE_KEY), office, locations),
  });
}

/** The room list the page opens on, asked for while the page's code is still starting. */
export const prefetch: PagePrefetch = (client, user: CurrentUser, query) => {
  const search = roomSearchFromQuery(query, companyNow(user.timeZone), user.office);
  void client.prefetchQuery(roomListQuery(buildRoomSearchFilter(search)));
  void client.prefetchQuery(roomLocationsQuery);
};
