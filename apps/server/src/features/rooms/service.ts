import { type BookRecord, DATE_FORMAT, type Room, type RoomClosure } from '@portal/contracts';
import { badRequest } from '../../http/errors.ts';
import type { CompanyClock } from '../../lib/company-time.ts';
import { companyDay, companyDayOf, overlaps, parseWallClock, sameInstant } from '../bookings/booking-time.ts';
import { DayLabeller } from './day-labels.ts';
import type { BookingRow, ClosureRow, RoomCriteria, RoomQueries, RoomRow } from './repository.ts';

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
  const { window, day } = searchWindow(clock, search.startTime, search.endTime);
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
  const wholeDay = sameInstant(window.start, day.start) && sameInstant(window.end, day.end);
  const isFree = (room: RoomRow) =>
    [...(bookingsByRoom.get(room.id) ?? []), ...(closuresByRoom.get(room.id) ?? [])].every(
      (taken) => !overlaps(window, { start: taken.startsAt, end: taken.endsAt }),
    );

  const labeller = new DayLabeller(clock, day);
  return roomRows
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
      bookRecords: (bookingsByRoom.get(room.id) ?? []).map((row) => toBookRecord(labeller, row)),
      closures: (closuresByRoom.get(room.id) ?? []).map((row) => toClosure(labeller, row)),
    }));
}

/**
 * The searched span and the company day it lies in (the start's day); the span must stay within
 * that day (SPEC §5: a whole day, or a start plus a duration). The day's own bounds are reused for
 * 00:00:00 and 24:00:00 because each time-zone conversion costs a measurable share of the request.
 */
function searchWindow(clock: CompanyClock, startTime: string, endTime: string) {
  const day = startTime.endsWith(' 24:00:00')
    ? companyDayOf(clock, parseWallClock(clock, startTime))
    : companyDay(clock, startTime.slice(0, DATE_FORMAT.length));
  const window = {
    start: startTime === `${day.date} 00:00:00` ? day.start : parseWallClock(clock, startTime),
    end: endTime === `${day.date} 24:00:00` ? day.end : parseWallClock(clock, endTime),
  };
  if (window.end <= window.start) throw badRequest('time.endAfterStart');
  if (window.end > day.end) throw badRequest('room.windowOneDay');
  return { window, day };
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
function toBookRecord(labeller: DayLabeller, row: BookingRow): BookRecord {
  const span = { start: row.startsAt, end: row.endsAt };
  return {
    id: row.id,
    email: row.email,
    userName: row.userName,
    startTime: labeller.dateTime(span.start),
    endTime: labeller.dateTime(span.end),
    cancel: false,
    checkedInfo: labeller.slotStarts(span),
  };
}

function toClosure(labeller: DayLabeller, row: ClosureRow): RoomClosure {
  const span = { start: row.startsAt, end: row.endsAt };
  return {
    startTime: labeller.dateTime(span.start),
    endTime: labeller.dateTime(span.end),
    reason: row.reason,
    checkedInfo: labeller.slotStarts(span),
  };
}
