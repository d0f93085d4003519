import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/client.ts';
import { bookings } from '../src/features/bookings/schema.ts';
import { users } from '../src/features/people/schema.ts';
import { roomClosures, rooms } from '../src/features/rooms/schema.ts';

const unique = () => randomBytes(4).toString('hex');

/** Factories build their own parents, so no test depends on another's data. */
export async function createUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  const id = unique();
  const [user] = await db
    .insert(users)
    .values({
      userId: `T${id}`,
      email: `user.${id}@example.com`,
      name: `测试${id}`,
      displayName: `测试${id}`,
      department: '研发中心/测试部',
      company: '测试公司',
      ...overrides,
    })
    .returning();
  return user as typeof users.$inferSelect;
}

export async function createRoom(db: Database, overrides: Partial<typeof rooms.$inferInsert> = {}) {
  const [room] = await db
    .insert(rooms)
    .values({
      name: `Room ${unique()}`,
      capacity: 8,
      devices: ['电视', '白板'],
      city: '北京',
      building: 'IC-Park一号楼',
      floor: '3层',
      ...overrides,
    })
    .returning();
  return room as typeof rooms.$inferSelect;
}

export async function createBooking(
  db: Database,
  values: { startsAt: Date; endsAt: Date } & Partial<typeof bookings.$inferInsert>,
) {
  const roomId = values.roomId ?? (await createRoom(db)).id;
  const userId = values.userId ?? (await createUser(db)).id;
  const [booking] = await db
    .insert(bookings)
    .values({ ...values, roomId, userId })
    .returning();
  return booking as typeof bookings.$inferSelect;
}

export async function createClosure(db: Database, values: typeof roomClosures.$inferInsert) {
  const [closure] = await db.insert(roomClosures).values(values).returning();
  return closure as typeof roomClosures.$inferSelect;
}
