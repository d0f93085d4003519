import type { MyBookingItem } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createBooking, createRoom } from '../../../test/factories.ts';
import { envelope, signIn, useTestServer } from '../../../test/support.ts';
import { companyTimes } from './test-times.ts';

const server = useTestServer();
const { at, text } = companyTimes(server);
const MY_BOOKINGS = '/meeting/room/my/book/list';

describe('my bookings (我的预定, the last seven days on)', () => {
  it("lists the caller's active bookings by start, with room and meeting names, hiding cancelled ones", async () => {
    const db = server.database.db;
    const room = await createRoom(db, { name: '401 黄山' });
    const caller = await signIn(server);
    const other = await signIn(server);
    const created = await caller.post('/meeting/create', {
      name: '需求评审',
      roomId: room.id,
      startTime: text(2, '15:00'),
      endTime: text(2, '16:00'),
    });
    expect(created.statusCode).toBe(200);
    const withoutMeeting = await createBooking(db, {
      roomId: room.id,
      userId: caller.user.id,
      startsAt: at(1, '09:00'),
      endsAt: at(1, '09:30'),
    });
    await createBooking(db, {
      userId: caller.user.id,
      startsAt: at(1, '10:00'),
      endsAt: at(1, '11:00'),
      cancelled: true,
    });
    await createBooking(db, { userId: other.user.id, startsAt: at(1, '12:00'), endsAt: at(1, '13:00') });

    const response = await caller.get(MY_BOOKINGS, { email: caller.user.email });
    expect(response.statusCode).toBe(200);
    expect(envelope<MyBookingItem[]>(response).data).toEqual([
      {
        id: withoutMeeting.id,
        meetingRoomName: '401 黄山',
        meetingName: '',
        startTime: text(1, '09:00'),
        endTime: text(1, '09:30'),
        cancel: false,
      },
      {
        id: envelope<{ bookingId: number }>(created).data.bookingId,
        meetingRoomName: '401 黄山',
        meetingName: '需求评审',
        startTime: text(2, '15:00'),
        endTime: text(2, '16:00'),
        cancel: false,
      },
    ]);
  });

  it('goes back to the start of the company day seven days ago, no further', async () => {
    const db = server.database.db;
    const caller = await signIn(server);
    const mine = (daysAgo: number, hhmm: string) =>
      createBooking(db, {
        userId: caller.user.id,
        startsAt: at(-daysAgo, hhmm),
        endsAt: at(-daysAgo, '23:00'),
      });
    const eightDaysAgo = await mine(8, '22:30');
    const sevenDaysAgo = await mine(7, '08:00');
    const sixDaysAgo = await mine(6, '10:00');
    const ids = envelope<MyBookingItem[]>(await caller.get(MY_BOOKINGS)).data.map((item) => item.id);
    expect(ids).toEqual([sevenDaysAgo.id, sixDaysAgo.id]);
    expect(ids).not.toContain(eightDaysAgo.id);
  });

  it("accepts the caller's own email in any case and refuses someone else's", async () => {
    const caller = await signIn(server);
    const other = await signIn(server);
    expect((await caller.get(MY_BOOKINGS, { email: caller.user.email.toUpperCase() })).statusCode).toBe(200);
    const refused = await caller.get(MY_BOOKINGS, { email: other.user.email });
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).message).toBe('只能查看自己的预订');
  });
});
