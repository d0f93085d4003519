import { and, eq, not } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createRoom } from '../../../test/factories.ts';
import { envelope, signIn, useTestServer } from '../../../test/support.ts';
import { meetings } from '../meetings/schema.ts';
import { bookings } from './schema.ts';
import { companyTimes } from './test-times.ts';

const server = useTestServer();
const { text } = companyTimes(server);

describe('concurrent bookings of one slot', () => {
  it('lets exactly one of 100 simultaneous attempts win; the other 99 get 409', async () => {
    const db = server.database.db;
    const room = await createRoom(db);
    const callers = await Promise.all(Array.from({ length: 10 }, () => signIn(server)));
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        callers[index % callers.length]?.post('/meeting/create', {
          name: `抢会议室 ${index}`,
          roomId: room.id,
          startTime: text(2, '14:00'),
          endTime: text(2, '15:00'),
        }),
      ),
    );
    const statuses = responses.map((response) => response?.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(99);
    const refused = responses.find((response) => response?.statusCode === 409);
    expect(refused && envelope(refused).message).toBe('该时段已被预订，请重新选择');

    const active = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.roomId, room.id), not(bookings.cancelled)));
    expect(active).toHaveLength(1);
    // Nothing half-saved: the losers left no meeting behind.
    expect(await db.select().from(meetings).where(eq(meetings.roomId, room.id))).toHaveLength(1);
  });
});
