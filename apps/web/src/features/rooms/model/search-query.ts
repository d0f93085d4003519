import type { LocationNode } from '@portal/contracts';
import type { Dayjs } from 'dayjs';
import { defaultRoomSearch, initialDate, type RoomSearch, withDate } from './search-filter.ts';
import { ANY_LOCATION, CAPACITY_OPTIONS, type CapacityChoice, DURATION_OPTIONS } from './search-options.ts';
import { locationPath } from './start-location.ts';

/** The header bar's choices in the room page's query, so a reload, back/forward or a link back keeps them. */
const KEYS = {
  date: 'date',
  start: 'start',
  duration: 'duration',
  capacity: 'capacity',
  devices: 'devices',
  location: 'location',
} as const;

/** The query of a search: the date and location always (an explicit 不限 too), the rest when chosen. */
export function searchToQuery(search: RoomSearch): URLSearchParams {
  const query = new URLSearchParams({ [KEYS.date]: search.date });
  if (search.startTime) query.set(KEYS.start, search.startTime);
  if (search.durationMinutes) query.set(KEYS.duration, String(search.durationMinutes));
  if (search.capacity !== 'any') query.set(KEYS.capacity, search.capacity);
  if (search.devices.length > 0) query.set(KEYS.devices, search.devices.join(','));
  query.set(KEYS.location, search.location.filter((level) => level !== ANY_LOCATION).join('/'));
  return query;
}

/** True when `query` already says what `search` chose (other keys are left alone). */
export function queryMatches(query: URLSearchParams, search: RoomSearch): boolean {
  const wanted = searchToQuery(search);
  return Object.values(KEYS).every((key) => query.get(key) === wanted.get(key));
}

/** `query` with the search's keys replaced by `search`'s. */
export function withSearchQuery(query: URLSearchParams, search: RoomSearch): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const key of Object.values(KEYS)) next.delete(key);
  for (const [key, value] of searchToQuery(search)) next.set(key, value);
  return next;
}

interface QueryContext {
  now: Dayjs;
  locations: readonly LocationNode[];
  devices: readonly string[];
  /** Where the page opens when the query names no location. */
  fallbackLocation: () => string[];
}

/**
 * The search a query asks for. Anything the header bar would not offer (a past date, a start no
 * longer offered, an unknown choice, device or place) falls back to its default.
 */
export function searchFromQuery(query: URLSearchParams, context: QueryContext): RoomSearch {
  const { now, locations, devices, fallbackLocation } = context;
  const duration = Number(query.get(KEYS.duration));
  const capacity = query.get(KEYS.capacity);
  const chosenDevices = (query.get(KEYS.devices) ?? '')
    .split(',')
    .filter((device) => devices.includes(device));
  const locationText = query.get(KEYS.location);
  const location =
    locationText === null ? null : locationPath(locationText ? locationText.split('/') : [], locations);
  const search: RoomSearch = {
    ...defaultRoomSearch(now),
    startTime: query.get(KEYS.start),
    durationMinutes: DURATION_OPTIONS.some((option) => option.minutes === duration) ? duration : null,
    capacity: CAPACITY_OPTIONS.some((option) => option.choice === capacity)
      ? (capacity as CapacityChoice)
      : 'any',
    devices: [...new Set(chosenDevices)],
    location: location ?? fallbackLocation(),
  };
  // withDate drops a start the time-window popover does not offer on that day.
  return withDate(search, initialDate(query.get(KEYS.date), now), now);
}
