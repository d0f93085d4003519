import type { Room } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createBooking, createClosure, createRoom, createUser } from '../../../test/factories.ts';
import { envelope, signIn, useTestServer } from '../../../test/support.ts';
import { companyTimes } from '../bookings/test-times.ts';

const server = useTestServer();
const { at, text, wholeDay } = companyTimes(server);

async function listRooms(filter: Record<string, unknown>): Promise<Room[]> {
  const caller = await signIn(server);
  const response = await caller.post('/meeting/room/list', filter);
  expect(response.statusCode).toBe(200);
  return envelope<Room[]>(response).data;
}
const roomIn = (rooms: Room[], id: number) => rooms.find((room) => room.id === id);

describe("room list: the chosen day's bookings and closures", () => {
  it('answers each room with its booking records in company time and the half-hour slots they cover', async () => {
    const db = server.database.db;
    const room = await createRoom(db, {
      name: '301 长城',
      capacity: 12,
      devices: ['电视', '视频'],
      floor: '3层',
    });
    const booker = await createUser(db, { name: '张三' });
    const booking = await createBooking(db, {
      roomId: room.id,
      userId: booker.id,
      startsAt: at(1, '10:00'),
      endsAt: at(1, '11:30'),
    });
    const answer = roomIn(await listRooms(wholeDay(1)), room.id);
    expect(answer).toEqual({
      id: room.id,
      meetingRoomName: '301 长城',
      name: '301 长城',
      capacity: 12,
      device: ['电视', '视频'],
      city: '北京',
      building: 'IC-Park一号楼',
      floor: '3层',
      opensAt: '00:00',
      closesAt: '24:00',
      bookRecords: [
        {
          id: booking.id,
          email: booker.email,
          userName: '张三',
          startTime: text(1, '10:00'),
          endTime: text(1, '11:30'),
          cancel: false,
          checkedInfo: ['10:00', '10:30', '11:00'],
        },
      ],
      closures: [],
    });
  });

  it('lists only active bookings overlapping that company day, clipping slots to the day', async () => {
    const db = server.database.db;
    const room = await createRoom(db);
    const overnight = await createBooking(db, {
      roomId: room.id,
      startsAt: at(0, '23:00'),
      endsAt: at(1, '01:00'),
    });
    const sameDay = await createBooking(db, {
      roomId: room.id,
      startsAt: at(1, '22:30'),
      endsAt: at(1, '23:00'),
    });
    await createBooking(db, {
      roomId: room.id,
      startsAt: at(1, '14:00'),
      endsAt: at(1, '15:00'),
      cancelled: true,
    });
    await createBooking(db, { roomId: room.id, startsAt: at(2, '10:00'), endsAt: at(2, '11:00') });
    await createBooking(db, { roomId: room.id, startsAt: at(0, '10:00'), endsAt: at(0, '11:00') });

    const records = roomIn(await listRooms(wholeDay(1)), room.id)?.bookRecords ?? [];
    expect(records.map((record) => record.id)).toEqual([overnight.id, sameDay.id]);
    expect(records[0]?.checkedInfo).toEqual(['00:00', '00:30']);
    expect(records[1]?.checkedInfo).toEqual(['22:30']);
  });

  it('shows closures with their reason and the slots they cover that day', async () => {
    const db = server.database.db;
    const room = await createRoom(db);
    await createClosure(db, {
      roomId: room.id,
      startsAt: at(1, '14:00'),
      endsAt: at(1, '16:00'),
      reason: '设备维修',
    });
    const closedAllWeek = await createRoom(db);
    await createClosure(db, {
      roomId: closedAllWeek.id,
      startsAt: at(0, '00:00'),
      endsAt: at(7, '00:00'),
      reason: '装修',
    });

    const rooms = await listRooms(wholeDay(1));
    expect(roomIn(rooms, room.id)?.closures).toEqual([
      {
        startTime: text(1, '14:00'),
        endTime: text(1, '16:00'),
        reason: '设备维修',
        checkedInfo: ['14:00', '14:30', '15:00', '15:30'],
      },
    ]);
    const week = roomIn(rooms, closedAllWeek.id)?.closures[0];
    expect(week?.reason).toBe('装修');
    expect(week?.checkedInfo).toHaveLength(48);
  });

  it('with a start and duration offers only rooms free for the whole window', async () => {
    const db = server.database.db;
    const free = await createRoom(db);
    const busy = await createRoom(db);
    await createBooking(db, { roomId: busy.id, startsAt: at(1, '10:30'), endsAt: at(1, '11:00') });
    const startsAtWindowEnd = await createRoom(db);
    await createBooking(db, {
      roomId: startsAtWindowEnd.id,
      startsAt: at(1, '11:00'),
      endsAt: at(1, '12:00'),
    });
    const endsAtWindowStart = await createRoom(db);
    await createBooking(db, {
      roomId: endsAtWindowStart.id,
      startsAt: at(1, '09:00'),
      endsAt: at(1, '10:00'),
    });
    const onlyCancelled = await createRoom(db);
    await createBooking(db, {
      roomId: onlyCancelled.id,
      startsAt: at(1, '10:00'),
      endsAt: at(1, '11:00'),
      cancelled: true,
    });
    const closed = await createRoom(db);
    await createClosure(db, { roomId: closed.id, startsAt: at(1, '09:00'), endsAt: at(1, '10:30') });
    const mine = [free, busy, startsAtWindowEnd, endsAtWindowStart, onlyCancelled, closed].map(
      (room) => room.id,
    );

    const window = await listRooms({ startTime: text(1, '10:00'), endTime: text(1, '11:00') });
    const offered = window.map((room) => room.id).filter((id) => mine.includes(id));
    expect(offered.sort()).toEqual(
      [free.id, startsAtWindowEnd.id, endsAtWindowStart.id, onlyCancelled.id].sort(),
    );
    // The timeline still shows the whole day's bookings of an offered room.
    expect(roomIn(window, startsAtWindowEnd.id)?.bookRecords).toHaveLength(1);

    const day = await listRooms(wholeDay(1));
    expect(
      day
        .map((room) => room.id)
        .filter((id) => mine.includes(id))
        .sort(),
    ).toEqual([...mine].sort());
  });
});
