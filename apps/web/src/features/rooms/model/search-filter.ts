import type { RoomSearchFilter } from '@portal/contracts';
import type { Dayjs } from 'dayjs';
import { clockToMinutes, minutesToClock } from './clock.ts';
import { companyToday, isBookingDateDisabled } from './date-rules.ts';
import { ANY_LOCATION, type CapacityChoice, capacityBounds, startTimeOptions } from './search-options.ts';

/** What the person chose in the header bar. */
export interface RoomSearch {
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:mm`, or null for 不限. */
  startTime: string | null;
  /** Minutes, or null for 不限. */
  durationMinutes: number | null;
  capacity: CapacityChoice;
  devices: string[];
  /** Cascader path: city, building, floor; `''` is 不限. */
  location: string[];
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day to open on: `?date=` when it names a day the picker offers (the create-meeting page links
 * back to the booked day), otherwise the company's today.
 */
export function initialDate(requested: string | null, now: Dayjs): string {
  return requested && DATE_PATTERN.test(requested) && !isBookingDateDisabled(requested, now)
    ? requested
    : companyToday(now);
}

export function defaultRoomSearch(now: Dayjs, date = companyToday(now)): RoomSearch {
  return {
    date,
    startTime: null,
    durationMinutes: null,
    capacity: 'any',
    devices: [],
    location: [ANY_LOCATION],
  };
}

/** A date change rebuilds the start options; a start no longer offered is cleared. */
export function withDate(search: RoomSearch, date: string, now: Dayjs): RoomSearch {
  const startStillOffered =
    search.startTime !== null && startTimeOptions(date, now).includes(search.startTime);
  return { ...search, date, startTime: startStillOffered ? search.startTime : null };
}

const levelOrNull = (value: string | undefined) => (value && value !== ANY_LOCATION ? value : null);

const MINUTES_PER_DAY = 24 * 60;

/**
 * A window ends on its own day: 22:30 plus 3 hours stops at 24:00:00. The server takes a search
 * window within one company day, and the timeline ends at 23:00 anyway.
 */
function endOfWindow(date: string, endMinutes: number): string {
  return endMinutes >= MINUTES_PER_DAY ? `${date} 24:00:00` : `${date} ${minutesToClock(endMinutes)}:00`;
}

type FilledFilter = Required<{ [Key in keyof RoomSearchFilter]: Exclude<RoomSearchFilter[Key], undefined> }>;

/** The body of POST /meeting/room/list for a search. */
export function buildRoomSearchFilter(search: RoomSearch): FilledFilter {
  const { min, max } = capacityBounds(search.capacity);
  const [city, building, floor] = search.location;
  // With no start the window is the whole day; the end moves only when start and duration are both set.
  const startTime = search.startTime ? `${search.date} ${search.startTime}:00` : `${search.date} 00:00:00`;
  const endMinutes =
    search.startTime && search.durationMinutes
      ? clockToMinutes(search.startTime) + search.durationMinutes
      : null;
  return {
    city: levelOrNull(city),
    building: levelOrNull(building),
    floor: levelOrNull(floor),
    capacityMin: min,
    capacityMax: max,
    device: search.devices.length > 0 ? search.devices.join(',') : null,
    startTime,
    endTime: endMinutes === null ? `${search.date} 24:00:00` : endOfWindow(search.date, endMinutes),
  };
}
