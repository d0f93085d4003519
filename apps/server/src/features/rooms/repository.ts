import { and, asc, type Column, count, eq, gt, ilike, isNull, lt, not, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import type { TimeSpan } from '../../lib/company-time.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { bookings } from '../bookings/schema.ts';
import { users } from '../people/schema.ts';
import { roomClosures, rooms } from './schema.ts';

const param = sql.placeholder;
// Byte order ("C") so PGlite and PostgreSQL, whatever their default collation, list rooms alike;
// the service then sorts by the listed location order (stable, so names stay in this order).
const byteOrder = (column: Column) => asc(sql`${column} collate "C"`);
const instant = (name: string) => sql`${param(name)}::timestamptz`;

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
      opensMinute: rooms.opensMinute,
      closesMinute: rooms.closesMinute,
    })
    .from(rooms)
    .where(isNull(rooms.retiredAt))
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
    /** Every room that can be booked (not retired), in byte order of city, building, floor, name. */
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

/** Every room that can be booked, in location order, with how many of its closures have not ended at `now`. */
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
    .where(isNull(rooms.retiredAt))
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

/** A room as it is stored (retired or not); undefined when there is no such room. */
export async function findRoom(db: Database | Transaction, roomId: number) {
  const [room] = await db.select().from(rooms).where(eq(rooms.id, roomId)).limit(1);
  return room;
}

export type RoomRecord = typeof rooms.$inferSelect;
/** What the room editor writes of a room. */
export type RoomValues = Pick<
  typeof rooms.$inferInsert,
  | 'name'
  | 'city'
  | 'building'
  | 'floor'
  | 'capacity'
  | 'devices'
  | 'photoOssKey'
  | 'opensMinute'
  | 'closesMinute'
>;

/** The rooms whose name or place contains `keyword` (any case), retired ones too, in place order. */
export async function findRoomsPage(db: Database, keyword: string, offset: number, limit: number) {
  const pattern = containsPattern(keyword);
  const where: SQL | undefined = keyword
    ? or(
        ilike(rooms.name, pattern),
        ilike(rooms.city, pattern),
        ilike(rooms.building, pattern),
        ilike(rooms.floor, pattern),
      )
    : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(rooms)
      .where(where)
      .orderBy(
        byteOrder(rooms.city),
        byteOrder(rooms.building),
        byteOrder(rooms.floor),
        byteOrder(rooms.name),
      )
      .offset(offset)
      .limit(limit),
    db.select({ value: count() }).from(rooms).where(where),
  ]);
  return { items, totalCount: total?.value ?? 0 };
}

/** The room named so in that building, if any (its name is unique there). */
export async function findRoomByName(
  db: Database | Transaction,
  place: { city: string; building: string; name: string },
) {
  const [room] = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.city, place.city), eq(rooms.building, place.building), eq(rooms.name, place.name)))
    .limit(1);
  return room;
}

export async function insertRoom(tx: Transaction, values: RoomValues): Promise<RoomRecord> {
  const [created] = await tx.insert(rooms).values(values).returning();
  return created as RoomRecord;
}

export async function updateRoom(
  tx: Transaction,
  id: number,
  values: Partial<RoomValues> & { retiredAt?: Date | null },
) {
  const [updated] = await tx.update(rooms).set(values).where(eq(rooms.id, id)).returning();
  return updated as RoomRecord | undefined;
}

/** A room's row locked for this transaction, so two edits of one room queue. */
export async function lockRoom(tx: Transaction, id: number): Promise<RoomRecord | undefined> {
  const [room] = await tx.select().from(rooms).where(eq(rooms.id, id)).for('update');
  return room;
}
