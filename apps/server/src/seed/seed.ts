import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bookings } from '../features/bookings/schema.ts';
import {
  meetingActionOwners,
  meetingActions,
  meetingAttendees,
  meetings,
} from '../features/meetings/schema.ts';
import { users } from '../features/people/schema.ts';
import { roomClosures, rooms } from '../features/rooms/schema.ts';
import { CompanyClock } from '../lib/company-time.ts';
import type { FileStorage } from '../lib/file-storage.ts';
import { seedApartments } from './apartments.ts';
import { seedBookCorner } from './book-corner.ts';
import { buildBookings } from './bookings.ts';
import { seedContent } from './content/index.ts';
import { seedDirectory } from './directory.ts';
import { buildEmployees } from './employees.ts';
import { seedFeedback } from './feedback.ts';
import { seedGallery } from './gallery.ts';
import { seedGoals } from './goals.ts';
import { seedHolidays } from './holidays.ts';
import { buildMeetingHistory } from './meetings.ts';
import { seedOffices } from './offices.ts';
import { seededRandom } from './random.ts';
import { seedReviews } from './reviews.ts';
import { buildRooms } from './rooms.ts';
import { seedRotation } from './rotation.ts';
import { seedSoftware } from './software.ts';
import { seedPersonalProjects, seedPublicAssets, seedWorkflow } from './workplace/index.ts';

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
    await seedMeetingHistory(tx, clock, userIds, roomIds, employees);
    await seedContent({ tx, clock, random, storage, adminId: userIds[0] as number, userIds, employees });
    await seedFeedback({ tx, clock, userIds, employees });
    await seedApartments({ tx, storage, adminId: userIds[0] as number });
    await seedBookCorner({ tx, storage, adminId: userIds[0] as number, employees });
    await seedOffices(tx, employees);
    await seedRotation(tx, employees);
    await seedGallery({ tx, storage, adminId: userIds[0] as number, employees });
    await seedDirectory(tx, employees, userIds);
    await seedGoals({ tx, clock, userIds, employees });
    await seedReviews({ tx, clock, userIds });
    await seedHolidays(tx);
    await seedSoftware({ tx, storage, adminId: userIds[0] as number });
    await seedWorkflow(tx, clock, userIds, employees);
    await seedPersonalProjects(tx, clock, userIds);
    await seedPublicAssets(tx, userIds, userIds[0] as number);
    await tx.execute(sql`ANALYZE`);
    return { demoEmail: employees[0]?.email as string };
  });
}

type SeedTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The demo people's past meetings with minutes and action plans. Its own random sequence, so the
 * rest of the demo data stays what it was before meetings had a history.
 */
async function seedMeetingHistory(
  tx: SeedTransaction,
  clock: CompanyClock,
  userIds: number[],
  roomIds: number[],
  employees: { email: string }[],
) {
  const history = buildMeetingHistory(seededRandom(20_260_301), clock, 2);
  const idOf = (index: number) => userIds[index] as number;
  for (const meeting of history) {
    const [row] = await tx
      .insert(meetings)
      .values({
        name: meeting.name,
        organizerId: idOf(meeting.organizerIndex),
        recorderId: idOf(meeting.recorderIndex),
        roomId: roomIds[meeting.roomIndex] as number,
        startsAt: meeting.startsAt,
        endsAt: meeting.endsAt,
        minutes: meeting.minutes,
        minutesAt: meeting.minutes ? meeting.endsAt : null,
      })
      .returning({ id: meetings.id });
    const meetingId = row?.id as number;
    await tx.insert(bookings).values({
      roomId: roomIds[meeting.roomIndex] as number,
      userId: idOf(meeting.organizerIndex),
      meetingId,
      startsAt: meeting.startsAt,
      endsAt: meeting.endsAt,
    });
    // Seen long ago: the demo's red dot lights for what is really waiting (minutes and actions).
    await tx.insert(meetingAttendees).values(
      meeting.attendeeIndexes.map((index) => ({
        meetingId,
        email: employees[index]?.email as string,
        invitedAt: meeting.startsAt,
      })),
    );
    for (const action of meeting.actions) {
      const [created] = await tx
        .insert(meetingActions)
        .values({
          meetingId,
          title: action.title,
          dueDate: action.dueDate,
          status: action.status,
          progress: action.progress,
          createdBy: idOf(meeting.recorderIndex),
          createdAt: meeting.endsAt,
          updatedAt: meeting.endsAt,
        })
        .returning({ id: meetingActions.id });
      await tx.insert(meetingActionOwners).values(
        action.ownerIndexes.map((index) => ({
          actionId: created?.id as number,
          userId: idOf(index),
          assignedAt: meeting.endsAt,
        })),
      );
    }
  }
}
