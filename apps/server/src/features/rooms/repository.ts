import { and, asc, type Column, eq, gt, lt, not, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import type { TimeSpan } from '../../lib/company-time.ts';
import { bookings } from '../bookings/schema.ts';
import { users } from '../people/schema.ts';
import { roomClosures, rooms } from './schema.ts';

const param = sql.placeholder;
// Byte order ("C") so PGlite and PostgreSQL, whatever their default collation, list rooms alike;
// the service then sorts by the listed location order (stable, so names stay in this order).
const byteOrder = (column: Column) => asc(sql`${column} collate "C"`);
const instant = (name: string) => sql`${param(name)}::timestamptz`;

export async function roomExists(db: Database, roomId: number): Promise<boolean> {
  return (await findRoom(db, roomId)) !== undefined;
}

export async function isRoomClosedDuring(
  db: Database | Transaction,
  roomId: number,
  span: TimeSpan,
): Promise<boolean> {
  const [closure] = await db
    .select({ id: roomClosures.id })
    .from(roomClosures)
    .where(
      and(
        eq(roomClosures.roomId, roomId),
        lt(roomClosures.startsAt, span.end),
        gt(roomClosures.endsAt, span.start),
      ),
    )
    .limit(1);
  return closure !== undefined;
}

/**
 * The three queries that build a room-list snapshot of one company day (room-day-snapshot.ts),
 * prepared once per database: building a query with Drizzle (and planning it in PostgreSQL) cost
 * more than running it. The day's bookings are read here with their bookers, joined for speed; the
 * bookings feature owns and writes them.
 */
export function prepareRoomQueries(db: Database) {
  const everyRoom = db
    .select({
      id: rooms.id,
      name: rooms.name,
      capacity: rooms.capacity,
      devices: rooms.devices,
      city: rooms.city,
      building: rooms.building,
      floor: rooms.floor,
    })
    .from(rooms)
    .orderBy(byteOrder(rooms.city), byteOrder(rooms.building), byteOrder(rooms.floor), byteOrder(rooms.name))
    .prepare('room_day_rooms');

  // Written like the exclusion constraint's index (`during &&`, `WHERE NOT cancelled`) so that
  // PostgreSQL answers the day query from that GiST index in one scan. Every room is wanted, so the
  // room is not a condition: `room_id = any(…)` made PostgreSQL scan the index once per room (2,048
  // scans, 95 ms, against 6 ms for the day's 10,000 bookings among 2 million).
  const activeBookings = db
    .select({
      id: bookings.id,
      roomId: bookings.roomId,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      email: users.email,
      userName: users.name,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        not(bookings.cancelled),
        sql`${bookings.during} && tstzrange(${instant('start')}, ${instant('end')}, '[)')`,
      ),
    )
    .orderBy(asc(bookings.startsAt))
    .prepare('room_day_bookings');

  const closures = db
    .select({
      roomId: roomClosures.roomId,
      startsAt: roomClosures.startsAt,
      endsAt: roomClosures.endsAt,
      reason: roomClosures.reason,
    })
    .from(roomClosures)
    .where(
      and(
        sql`${roomClosures.roomId} = any(${param('roomIds')}::int[])`,
        sql`${roomClosures.startsAt} < ${instant('end')}`,
        sql`${roomClosures.endsAt} > ${instant('start')}`,
      ),
    )
    .orderBy(asc(roomClosures.startsAt))
    .prepare('room_day_closures');

  const spanParams = (span: TimeSpan) => ({ start: span.start.toISOString(), end: span.end.toISOString() });
  return {
    /** Every room, in byte order of city, building, floor, name. */
    findAllRooms: () => everyRoom.execute(),
    /** Active bookings of every room overlapping the span, with the booker's email and name. */
    findActiveBookings: (span: TimeSpan) => activeBookings.execute(spanParams(span)),
    /** Closures of these rooms overlapping the span. */
    findClosures: (roomIds: number[], span: TimeSpan) => closures.execute({ roomIds, ...spanParams(span) }),
  };
}

export type RoomQueries = ReturnType<typeof prepareRoomQueries>;
export type RoomRow = Awaited<ReturnType<RoomQueries['findAllRooms']>>[number];
export type BookingRow = Awaited<ReturnType<RoomQueries['findActiveBookings']>>[number];
export type ClosureRow = Awaited<ReturnType<RoomQueries['findClosures']>>[number];

/** Every room in location order, with how many of its closures have not ended at `now`. */
export function findRoomsWithClosuresAhead(db: Database, now: Date) {
  return db
    .select({
      id: rooms.id,
      name: rooms.name,
      city: rooms.city,
      building: rooms.building,
      floor: rooms.floor,
      capacity: rooms.capacity,
      // Spelt out: inside the subquery Drizzle would write the outer column unqualified, as "id".
      closuresAhead: sql<number>`(SELECT count(*)::int FROM room_closures c WHERE c.room_id = "rooms"."id" AND c.ends_at > ${now})`,
    })
    .from(rooms)
    .orderBy(asc(rooms.city), asc(rooms.building), asc(rooms.floor), asc(rooms.name), asc(rooms.id));
}

/** A room's closures that have not ended at `now`, soonest first. */
export function findClosuresAhead(db: Database, roomId: number, now: Date) {
  return db
    .select()
    .from(roomClosures)
    .where(and(eq(roomClosures.roomId, roomId), gt(roomClosures.endsAt, now)))
    .orderBy(asc(roomClosures.startsAt), asc(roomClosures.id));
}

export type ClosureRecord = typeof roomClosures.$inferSelect;

export async function insertClosure(tx: Transaction, row: Omit<typeof roomClosures.$inferInsert, 'id'>) {
  const [created] = await tx.insert(roomClosures).values(row).returning();
  return created as ClosureRecord;
}

/** Removes a closure; answers it as it was, or undefined when there is none with this id. */
export async function deleteClosure(tx: Transaction, id: number): Promise<ClosureRecord | undefined> {
  const [removed] = await tx.delete(roomClosures).where(eq(roomClosures.id, id)).returning();
  return removed;
}

/** A room's name and place, for the messages about it; undefined when there is no such room. */
export async function findRoom(db: Database | Transaction, roomId: number) {
  const [room] = await db
    .select({
      id: rooms.id,
      name: rooms.name,
      city: rooms.city,
      building: rooms.building,
      floor: rooms.floor,
    })
    .from(rooms)
    .where(eq(rooms.id, roomId))
    .limit(1);
  return room;
}
