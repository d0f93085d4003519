import type { BookRecord, Room, RoomClosure } from '@portal/contracts';
import type { CompanyClock, CompanyDay } from '../../lib/company-time.ts';
import { sortByLocation } from './location-order.ts';
import type { BookingRow, ClosureRow, RoomCriteria, RoomQueries, RoomRow } from './repository.ts';
import { overlaps, searchWindow } from './search-window.ts';

/** The room search filter as the contract parses it (SPEC §3 "Room search filter"). */
export interface RoomSearch extends Omit<RoomCriteria, 'devices'> {
  device: string[];
  startTime: string;
  endTime: string;
}

/**
 * SPEC §7 POST /meeting/room/list: the matching rooms with the day's bookings and closures.
 * Three queries whatever the number of rooms: rooms, then that day's bookings and closures of them.
 */
export async function listRooms(
  queries: RoomQueries,
  clock: CompanyClock,
  search: RoomSearch,
): Promise<Room[]> {
  const { window, day, wholeDay } = searchWindow(clock, search.startTime, search.endTime);
  const roomRows = await queries.findRooms({ ...search, devices: search.device });
  if (roomRows.length === 0) return [];
  const roomIds = roomRows.map((room) => room.id);
  const [bookingRows, closureRows] = await Promise.all([
    queries.findActiveBookings(roomIds, day),
    queries.findClosures(roomIds, day),
  ]);
  const bookingsByRoom = groupByRoom(bookingRows);
  const closuresByRoom = groupByRoom(closureRows);

  // SPEC §5: with start and duration chosen the window is narrower than the day, and only rooms
  // free for all of it are offered; the whole-day view shows busy rooms with their timelines.
  const isFree = (room: RoomRow) =>
    [...(bookingsByRoom.get(room.id) ?? []), ...(closuresByRoom.get(room.id) ?? [])].every(
      (taken) => !overlaps(window, { start: taken.startsAt, end: taken.endsAt }),
    );

  return sortByLocation(roomRows)
    .filter((room) => wholeDay || isFree(room))
    .map((room) => ({
      id: room.id,
      meetingRoomName: room.name,
      name: room.name,
      capacity: room.capacity,
      device: room.devices,
      city: room.city,
      building: room.building,
      floor: room.floor,
      bookRecords: (bookingsByRoom.get(room.id) ?? []).map((row) => toBookRecord(clock, day, row)),
      closures: (closuresByRoom.get(room.id) ?? []).map((row) => toClosure(clock, day, row)),
    }));
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

/** SPEC §3 "Booking record"; checkedInfo lists the half-hour slots it covers on the chosen day. */
function toBookRecord(clock: CompanyClock, day: CompanyDay, row: BookingRow): BookRecord {
  return {
    id: row.id,
    email: row.email,
    userName: row.userName,
    startTime: clock.format(row.startsAt),
    endTime: clock.format(row.endsAt),
    cancel: false,
    checkedInfo: clock.slotStartsWithin(row.startsAt, row.endsAt, day),
  };
}

function toClosure(clock: CompanyClock, day: CompanyDay, row: ClosureRow): RoomClosure {
  return {
    startTime: clock.format(row.startsAt),
    endTime: clock.format(row.endsAt),
    reason: row.reason,
    checkedInfo: clock.slotStartsWithin(row.startsAt, row.endsAt, day),
  };
}
