import type { Room } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createBooking, createRoom, createUser } from '../../../test/factories.ts';
import { envelope, signIn, useTestServer } from '../../../test/support.ts';
import { companyTimes } from '../bookings/test-times.ts';

const server = useTestServer();
const { at, day, text, wholeDay } = companyTimes(server);
const ROOM_DAY = '/meeting/room/day';

describe('one room on one day (the room a booking link names)', () => {
  it("answers the room as the room list does, with that day's bookings", async () => {
    const db = server.database.db;
    const room = await createRoom(db, { name: '301 长城', capacity: 12, floor: '3层' });
    const booker = await createUser(db, { name: '张三' });
    await createBooking(db, {
      roomId: room.id,
      userId: booker.id,
      startsAt: at(1, '10:00'),
      endsAt: at(1, '11:00'),
    });
    const caller = await signIn(server);

    const response = await caller.get(ROOM_DAY, { id: room.id, date: day(1) });
    expect(response.statusCode).toBe(200);
    const answer = envelope<Room>(response).data;
    const listed = envelope<Room[]>(await caller.post('/meeting/room/list', wholeDay(1))).data;
    expect(answer).toEqual(listed.find((item) => item.id === room.id));
    expect(answer.bookRecords.map((record) => [record.startTime, record.checkedInfo])).toEqual([
      [text(1, '10:00'), ['10:00', '10:30']],
    ]);
    // Another day of the same room has no booking.
    expect(
      envelope<Room>(await caller.get(ROOM_DAY, { id: room.id, date: day(2) })).data.bookRecords,
    ).toEqual([]);
  });

  it('answers 404 for a room that does not exist and 400 for a day that does not', async () => {
    const room = await createRoom(server.database.db);
    const caller = await signIn(server);
    const missing = await caller.get(ROOM_DAY, { id: 999_999, date: day(1) });
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing).message).toBe('会议室不存在');
    const noSuchDate = await caller.get(ROOM_DAY, { id: room.id, date: '2030-02-30' });
    expect(noSuchDate.statusCode).toBe(400);
    expect(envelope(noSuchDate).message).toBe('日期格式应为 YYYY-MM-DD');
  });

  it('needs a signed-in caller', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `${ROOM_DAY}?id=1&date=${day(1)}`,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(response.statusCode).toBe(401);
  });
});
