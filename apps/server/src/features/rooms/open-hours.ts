import type { CompanyClock, TimeSpan } from '../../lib/company-time.ts';
import { findRoom, isRoomClosedDuring } from './repository.ts';

const MINUTES_PER_DAY = 1440;

/** The database or a transaction: whatever the repository reads with. */
type Reader = Parameters<typeof findRoom>[0];

/** Minutes after the company's midnight as `HH:mm` (1440 is "24:00"). */
export const clockOfMinute = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** `HH:mm` (the contract's pattern, "24:00" included) as minutes after the company's midnight. */
export const minuteOfClock = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

interface OpenHours {
  opensMinute: number;
  closesMinute: number;
}

export const isOpenAllDay = (room: OpenHours) =>
  room.opensMinute === 0 && room.closesMinute === MINUTES_PER_DAY;

/**
 * True when the span lies within the room's open hours of its day. A booking never crosses
 * midnight (the booking rules), and wall-clock strings in one format compare in time order.
 */
export function isWithinOpenHours(clock: CompanyClock, room: OpenHours, span: TimeSpan): boolean {
  if (isOpenAllDay(room)) return true;
  const start = clock.format(span.start);
  const date = start.slice(0, 10);
  return (
    start >= `${date} ${clockOfMinute(room.opensMinute)}:00` &&
    clock.format(span.end) <= `${date} ${clockOfMinute(room.closesMinute)}:00`
  );
}

/** The part of a company day outside a room's open hours: none, one or two spans. */
export function closedPartsOf(
  clock: CompanyClock,
  day: { date: string } & TimeSpan,
  room: OpenHours,
): TimeSpan[] {
  if (isOpenAllDay(room)) return [];
  const at = (minute: number) => clock.parse(`${day.date} ${clockOfMinute(minute)}:00`) ?? day.end;
  const parts: TimeSpan[] = [];
  if (room.opensMinute > 0) parts.push({ start: day.start, end: at(room.opensMinute) });
  if (room.closesMinute < MINUTES_PER_DAY) parts.push({ start: at(room.closesMinute), end: day.end });
  return parts;
}

/**
 * Why the room cannot be booked for the span, or null: it does not exist, it is retired, the span
 * is outside its open hours, or a closure overlaps it. Overlap with another booking is the
 * database's to decide.
 */
export async function roomBookingRefusal(db: Reader, clock: CompanyClock, roomId: number, span: TimeSpan) {
  const room = await findRoom(db, roomId);
  if (!room) return 'room.notFound' as const;
  if (room.retiredAt) return 'room.retired' as const;
  if (!isWithinOpenHours(clock, room, span)) return 'room.outsideOpenHours' as const;
  if (await isRoomClosedDuring(db, roomId, span)) return 'booking.closed' as const;
  return null;
}
