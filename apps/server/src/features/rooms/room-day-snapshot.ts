import type { BookRecord, LocationNode, Room, RoomClosure } from '@portal/contracts';
import type { CompanyClock, TimeSpan } from '../../lib/company-time.ts';
import { type DayTexts, dayTexts } from './day-texts.ts';
import { locationPaths, locationTree, sortByLocation } from './location-order.ts';
import { clockOfMinute, closedPartsOf } from './open-hours.ts';
import type { BookingRow, ClosureRow, RoomQueries, RoomRow } from './repository.ts';
import { overlaps } from './search-window.ts';
import { SharedAnswer } from './serialized-answer.ts';

/** One room as every search of its day answers it, plus what it needs to be filtered. */
interface RoomOfDay {
  row: RoomRow;
  answer: Room;
  /** Active bookings, closures and the hours it is shut that day: a window touching one is not free. */
  taken: TimeSpan[];
}

/** Every room of one company day, in the listed location order, with that day's bookings and closures. */
export interface RoomDaySnapshot {
  date: string;
  rooms: RoomOfDay[];
  /** The places of these rooms: the location cascader's options, and the paths a search may name. */
  locations: LocationNode[];
  places: Set<string>;
  /** Answers already given, by search (see answerFor); they go when the snapshot goes. */
  answers: Map<string, SharedAnswer<Room[]>>;
}

/** Employees search a handful of floors and windows; this bounds what odd filters can fill. */
const ANSWERS_KEPT_PER_DAY = 256;

/** The room search filter, as the contract parses it. */
export interface RoomCriteria {
  city: string | null;
  building: string | null;
  floor: string | null;
  capacityMin: number;
  capacityMax: number;
  device: string[];
}

/**
 * Three queries whatever the number of rooms: every room, then (in parallel) the day's active
 * bookings joined to their bookers, and the day's closures of those rooms.
 */
export async function loadRoomDay(queries: RoomQueries, clock: CompanyClock, date: string) {
  const day = clock.day(date);
  const roomRows = await queries.findAllRooms();
  const roomIds = roomRows.map((room) => room.id);
  const [bookingRows, closureRows] =
    roomIds.length === 0
      ? [[], []]
      : await Promise.all([queries.findActiveBookings(day), queries.findClosures(roomIds, day)]);
  const bookingsByRoom = groupByRoom(bookingRows);
  const closuresByRoom = groupByRoom(closureRows);
  const texts = dayTexts(clock, day);

  const rooms = sortByLocation(roomRows).map((row): RoomOfDay => {
    const roomBookings = bookingsByRoom.get(row.id) ?? [];
    const roomClosures = closuresByRoom.get(row.id) ?? [];
    return {
      row,
      answer: {
        id: row.id,
        meetingRoomName: row.name,
        name: row.name,
        capacity: row.capacity,
        device: row.devices,
        city: row.city,
        building: row.building,
        floor: row.floor,
        opensAt: clockOfMinute(row.opensMinute),
        closesAt: clockOfMinute(row.closesMinute),
        bookRecords: roomBookings.map((booking) => toBookRecord(texts, booking)),
        closures: roomClosures.map((closure) => toClosure(texts, closure)),
      },
      taken: [
        ...[...roomBookings, ...roomClosures].map((taken) => ({ start: taken.startsAt, end: taken.endsAt })),
        ...closedPartsOf(clock, day, row),
      ],
    };
  });
  const locations = locationTree(rooms.map((room) => room.row));
  return {
    date,
    rooms,
    locations,
    places: locationPaths(locations),
    answers: new Map(),
  } satisfies RoomDaySnapshot;
}

type SearchedWindow = TimeSpan | 'whole day';

/** The answer to a search of this day, remembered with its JSON: most searches repeat. */
export function answerFor(
  snapshot: RoomDaySnapshot,
  criteria: RoomCriteria,
  window: SearchedWindow,
): SharedAnswer<Room[]> {
  const key = searchKey(criteria, window);
  let answer = snapshot.answers.get(key);
  if (!answer) {
    answer = new SharedAnswer(roomsMatching(snapshot, criteria, window));
    if (snapshot.answers.size >= ANSWERS_KEPT_PER_DAY) snapshot.answers.clear();
    snapshot.answers.set(key, answer);
  }
  return answer;
}

// Location levels are checked against the rooms' places, which hold no control character (the room
// editor's contract), and devices against the contract's list, so neither separator can occur in them.
const level = (value: string | null) => value ?? '\u0000';
const searchKey = (
  { city, building, floor, capacityMin, capacityMax, device }: RoomCriteria,
  window: SearchedWindow,
) =>
  `${level(city)}\u001f${level(building)}\u001f${level(floor)}\u001f${capacityMin}|${capacityMax}|${device.join(',')}|${
    window === 'whole day' ? window : `${window.start.getTime()}-${window.end.getTime()}`
  }`;

/**
 * Location levels are exact matches where null (不限) means any, capacity is an inclusive
 * range, and the room must have ALL the chosen devices (none chosen: any room).
 */
function roomMatches(room: RoomRow, criteria: RoomCriteria): boolean {
  return (
    (criteria.city === null || room.city === criteria.city) &&
    (criteria.building === null || room.building === criteria.building) &&
    (criteria.floor === null || room.floor === criteria.floor) &&
    room.capacity >= criteria.capacityMin &&
    room.capacity <= criteria.capacityMax &&
    criteria.device.every((device) => room.devices.includes(device))
  );
}

/**
 * The rooms of a snapshot matching the criteria. With start and duration chosen the window
 * is narrower than the day, and only rooms free for all of it are offered; the whole-day view shows
 * busy rooms with their timelines.
 */
function roomsMatching(snapshot: RoomDaySnapshot, criteria: RoomCriteria, window: SearchedWindow): Room[] {
  const answers: Room[] = [];
  for (const room of snapshot.rooms) {
    if (!roomMatches(room.row, criteria)) continue;
    if (window !== 'whole day' && room.taken.some((taken) => overlaps(window, taken))) continue;
    answers.push(room.answer);
  }
  return answers;
}

function groupByRoom<Row extends { roomId: number }>(rows: Row[]): Map<number, Row[]> {
  const groups = new Map<number, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.roomId);
    if (group) group.push(row);
    else groups.set(row.roomId, [row]);
  }
  return groups;
}

/** A booking record; checkedInfo lists the half-hour slots it covers on the chosen day. */
function toBookRecord(texts: DayTexts, row: BookingRow): BookRecord {
  return {
    id: row.id,
    email: texts.name(row.email),
    userName: texts.name(row.userName),
    startTime: texts.time(row.startsAt),
    endTime: texts.time(row.endsAt),
    cancel: false,
    checkedInfo: texts.slots(row.startsAt, row.endsAt),
  };
}

function toClosure(texts: DayTexts, row: ClosureRow): RoomClosure {
  return {
    startTime: texts.time(row.startsAt),
    endTime: texts.time(row.endsAt),
    reason: row.reason,
    checkedInfo: texts.slots(row.startsAt, row.endsAt),
  };
}
