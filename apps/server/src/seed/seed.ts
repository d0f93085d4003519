import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bookings, meetingAttendees, meetings, roomClosures, rooms, users } from '../db/schema.ts';
import type { FileStorage } from '../features/files/index.ts';
import { CompanyClock } from '../lib/company-time.ts';
import { buildBookings } from './bookings.ts';
import { seedContent } from './content/index.ts';
import { buildEmployees } from './employees.ts';
import { seededRandom } from './random.ts';
import { buildRooms } from './rooms.ts';

const BATCH = 500;

async function insertInBatches<T>(items: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let index = 0; index < items.length; index += BATCH) await insert(items.slice(index, index + BATCH));
}

/** Fills an empty database with the deterministic demo data; does nothing when employees exist. */
export interface SeedOptions {
  now: Date;
  timeZone: string;
  /** Where generated pictures and documents go (the same storage the server serves files from). */
  storage: FileStorage;
}

export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<{ demoEmail: string }> {
  const [first] = await db.select({ email: users.email }).from(users).orderBy(users.id).limit(1);
  if (first) return { demoEmail: first.email };
  return seed(db, options);
}

export async function seed(
  db: Database,
  { now, timeZone, storage }: SeedOptions,
): Promise<{ demoEmail: string }> {
  const random = seededRandom(20_261_122);
  const clock = new CompanyClock(timeZone, () => now);
  const employees = buildEmployees(random);
  const roomRows = buildRooms(random);

  return db.transaction(async (tx) => {
    const userIds = (await tx.insert(users).values(employees).returning({ id: users.id })).map(
      (row) => row.id,
    );
    const roomIds = (await tx.insert(rooms).values(roomRows).returning({ id: rooms.id })).map(
      (row) => row.id,
    );

    // One room is under maintenance for the coming week: its slots show as disabled.
    const closedRoomId = roomIds[1] as number;
    const closureStart = clock.startOfDay(now);
    const closureEnd = clock.local(closureStart).add(7, 'day').toDate();
    await tx.insert(roomClosures).values({
      roomId: closedRoomId,
      startsAt: closureStart,
      endsAt: closureEnd,
      reason: '设备维修',
    });

    const planned = buildBookings(random, clock, roomIds.length, userIds.length).filter(
      (booking) => roomIds[booking.roomIndex] !== closedRoomId,
    );
    await insertInBatches(planned, async (batch) => {
      const meetingIds = await tx
        .insert(meetings)
        .values(
          batch.map((booking) => ({
            name: booking.name,
            organizerId: userIds[booking.organizerIndex] as number,
            roomId: roomIds[booking.roomIndex] as number,
            startsAt: booking.startsAt,
            endsAt: booking.endsAt,
          })),
        )
        .returning({ id: meetings.id });
      await tx.insert(bookings).values(
        batch.map((booking, index) => ({
          roomId: roomIds[booking.roomIndex] as number,
          userId: userIds[booking.organizerIndex] as number,
          meetingId: meetingIds[index]?.id,
          startsAt: booking.startsAt,
          endsAt: booking.endsAt,
        })),
      );
      const attendees = batch.flatMap((booking, index) =>
        [...new Set(booking.attendeeIndexes)].map((attendee) => ({
          meetingId: meetingIds[index]?.id as number,
          email: employees[attendee]?.email as string,
        })),
      );
      if (attendees.length) await tx.insert(meetingAttendees).values(attendees);
    });
    await seedContent({ tx, clock, random, storage, adminId: userIds[0] as number, userIds, employees });
    await tx.execute(sql`ANALYZE`);
    return { demoEmail: employees[0]?.email as string };
  });
}
