import type { Room } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createRoom } from '../../../test/factories.ts';
import {
  type Caller,
  callerOn,
  envelope,
  eventually,
  signIn,
  useSecondTestServer,
  useTestServer,
} from '../../../test/support.ts';
import { companyTimes } from '../bookings/test-times.ts';

const server = useTestServer();
const otherServer = useSecondTestServer(server);
const { text, wholeDay } = companyTimes(server);
const CANCEL = '/meeting/room/cancel/my/book';

async function roomIds(caller: Caller, filter: Record<string, unknown>) {
  const response = await caller.post('/meeting/room/list', filter);
  expect(response.statusCode).toBe(200);
  return envelope<Room[]>(response).data;
}

async function bookingIdsOf(caller: Caller, roomId: number, day: number) {
  const room = (await roomIds(caller, wholeDay(day))).find((listed) => listed.id === roomId);
  if (!room) throw new Error(`Room ${roomId} is not listed`);
  return room.bookRecords.map((record) => record.id);
}

async function book(caller: Caller, roomId: number, day: number) {
  const response = await caller.post('/meeting/create', {
    name: '周会',
    roomId,
    startTime: text(day, '10:00'),
    endTime: text(day, '11:00'),
  });
  expect(response.statusCode).toBe(200);
  return envelope<{ bookingId: number }>(response).data.bookingId;
}

describe('the room list after bookings change (cached day snapshots)', () => {
  it('shows a booking on the very next list, and no longer once it is cancelled', async () => {
    const room = await createRoom(server.database.db);
    const caller = await signIn(server);
    const window = { startTime: text(3, '10:30'), endTime: text(3, '11:30') };
    // Read first, so the day (and this window's answer) is cached when the booking comes.
    expect(await bookingIdsOf(caller, room.id, 3)).toEqual([]);
    expect((await roomIds(caller, window)).map((listed) => listed.id)).toContain(room.id);

    const bookingId = await book(caller, room.id, 3);
    expect(await bookingIdsOf(caller, room.id, 3)).toEqual([bookingId]);
    expect((await roomIds(caller, window)).map((listed) => listed.id)).not.toContain(room.id);

    expect((await caller.get(CANCEL, { id: bookingId })).statusCode).toBe(200);
    expect(await bookingIdsOf(caller, room.id, 3)).toEqual([]);
    expect((await roomIds(caller, window)).map((listed) => listed.id)).toContain(room.id);
  });

  it("shows a booking made through one server on another server's list (LISTEN/NOTIFY)", async () => {
    const room = await createRoom(server.database.db);
    const onA = await signIn(server);
    const onB = callerOn(otherServer, onA);
    // Server B caches the day before the booking; without the change feed it would keep it 60 s.
    await eventually(async () => expect(await bookingIdsOf(onB, room.id, 4)).toEqual([]));

    const bookingId = await book(onA, room.id, 4);
    await eventually(async () => expect(await bookingIdsOf(onB, room.id, 4)).toEqual([bookingId]));
    expect((await onA.get(CANCEL, { id: bookingId })).statusCode).toBe(200);
    await eventually(async () => expect(await bookingIdsOf(onB, room.id, 4)).toEqual([]));
  });
});
