import type { LocationNode, Room } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import {
  BOOKINGS_CHANGED,
  type ChangedSpan,
  ROOM_CLOSURES_CHANGED,
  ROOMS_CHANGED,
  USERS_CHANGED,
} from '../../lib/table-changes.ts';
import { DayCache } from './day-cache.ts';
import { searchedPath } from './location-order.ts';
import { prepareRoomQueries } from './repository.ts';
import { staleDates } from './room-changes.ts';
import { answerFor, loadRoomDay, type RoomCriteria, type RoomDaySnapshot } from './room-day-snapshot.ts';
import { rememberSearchWindows } from './search-window.ts';
import type { SharedAnswer } from './serialized-answer.ts';

/** The room search filter as the contract parses it. */
export interface RoomSearch extends RoomCriteria {
  startTime: string;
  endTime: string;
}

/** Most reads are of the coming fortnight; a day of a few hundred rooms is some hundreds of kB. */
const SNAPSHOT_DAYS_KEPT = 32;
const SNAPSHOT_TTL_MS = 60_000;
/** Building a day of 2,000 rooms takes tens of milliseconds; a read day is rebuilt well before its end. */
const SNAPSHOT_REFRESH_AFTER_MS = 50_000;

/**
 * The room list reads snapshots of whole days: thousands of employees read all day, and bookings
 * change rarely by comparison. A snapshot reads rooms, bookings, closures and bookers (users); the
 * database announces every change of those tables (the change feed): a server drops the days a
 * booking or closure change covers, and everything when rooms or users change or changes may have
 * been missed.
 */
export function createRoomsService({ db, clock, changes }: AppContext) {
  const queries = prepareRoomQueries(db);
  const days = new DayCache<RoomDaySnapshot>({
    load: (date) => loadRoomDay(queries, clock, date),
    maxDays: SNAPSHOT_DAYS_KEPT,
    ttlMs: SNAPSHOT_TTL_MS,
    refreshAfterMs: SNAPSHOT_REFRESH_AFTER_MS,
    canStore: () => changes.live,
  });
  const dropDays = (span: ChangedSpan | null) => {
    const dates = staleDates(clock, span);
    if (dates === 'all') days.clear();
    else days.invalidate(dates);
  };
  changes.subscribe(BOOKINGS_CHANGED, dropDays);
  changes.subscribe(ROOM_CLOSURES_CHANGED, dropDays);
  changes.subscribe(ROOMS_CHANGED, () => days.clear());
  // Booking records show the booker's name and email.
  changes.subscribe(USERS_CHANGED, () => days.clear());
  changes.onResync(() => days.clear());
  const windowOf = rememberSearchWindows(clock);

  return {
    /**
     * The matching rooms with the day's bookings and closures, from the snapshot of the search's
     * company day, with their JSON.
     */
    async list(search: RoomSearch): Promise<SharedAnswer<Room[]>> {
      const { window, day, wholeDay } = windowOf(search.startTime, search.endTime);
      const snapshot = await days.get(day.date);
      const path = searchedPath(search.city, search.building, search.floor);
      // The levels name a place some room that can be booked is at, or are 不限.
      if (path === null || (path !== '' && !snapshot.places.has(path)))
        throw badRequest('room.unknownLocation');
      return answerFor(snapshot, search, wholeDay ? 'whole day' : window);
    },

    /** The location cascader's options: the places of the rooms that can be booked, in location order. */
    async locations(): Promise<LocationNode[]> {
      return (await days.get(clock.today())).locations;
    },

    /** One room with that company day's bookings and closures, exactly as the room list answers it. */
    async day(roomId: number, date: string): Promise<Room> {
      // The contract's pattern lets 2026-02-30 through.
      if (!clock.parse(`${date} 00:00:00`)) throw badRequest('date.format');
      const snapshot = await days.get(date);
      const found = snapshot.rooms.find((room) => room.row.id === roomId);
      if (!found) throw notFound('room.notFound');
      return found.answer;
    },
  };
}
