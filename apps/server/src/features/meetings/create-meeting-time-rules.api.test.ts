import { describe, expect, it } from 'vitest';
import { createRoom } from '../../../test/factories.ts';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { companyTimes } from '../bookings/test-times.ts';

const server = useTestServer();
const { text } = companyTimes(server);

const createMeeting = (caller: Caller, fields: Record<string, unknown>) =>
  caller.post('/meeting/create', {
    name: '周会',
    startTime: text(1, '10:00'),
    endTime: text(1, '11:00'),
    ...fields,
  });

// The booking time rules, enforced by the server whatever the client sent.
describe('create meeting: time rules', () => {
  it.each([
    ['in the past', -1, '10:00', '11:00', '不能预订已过去的时段'],
    ['on a day more than 90 days ahead', 91, '10:00', '11:00', '只能预订 90 天内的会议室'],
    ['off the half-hour grid', 1, '10:15', '11:00', '预订时间必须按半小时对齐'],
    ['ending off the grid', 1, '10:00', '10:45', '预订时间必须按半小时对齐'],
    ['before 08:00', 1, '07:30', '08:30', '只能预订 08:00 到 23:00 之间的时段'],
    ['after 23:00', 1, '22:30', '23:30', '只能预订 08:00 到 23:00 之间的时段'],
  ])('refuses a booking %s', async (_case, dayOffset, start, end, message) => {
    const room = await createRoom(server.database.db);
    const caller = await signIn(server);
    const response = await createMeeting(caller, {
      roomId: room.id,
      startTime: text(dayOffset, start),
      endTime: text(dayOffset, end),
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(message);
  });

  it('accepts the edges: 90 days ahead, 08:00 and 23:00', async () => {
    const room = await createRoom(server.database.db);
    const caller = await signIn(server);
    const farthest = await createMeeting(caller, {
      roomId: room.id,
      startTime: text(90, '08:00'),
      endTime: text(90, '09:00'),
    });
    expect(farthest.statusCode).toBe(200);
    const latest = await createMeeting(caller, {
      roomId: room.id,
      startTime: text(1, '22:00'),
      endTime: text(1, '23:00'),
    });
    expect(latest.statusCode).toBe(200);
  });

  it('refuses seconds off the grid, a booking across midnight and a date that does not exist', async () => {
    const room = await createRoom(server.database.db);
    const caller = await signIn(server);
    const seconds = await createMeeting(caller, {
      roomId: room.id,
      startTime: `${text(1, '10:00').slice(0, 17)}30`,
    });
    expect(envelope(seconds).message).toBe('预订时间必须按半小时对齐');
    const overnight = await createMeeting(caller, {
      roomId: room.id,
      startTime: text(1, '22:30'),
      endTime: text(2, '00:30'),
    });
    expect(envelope(overnight).message).toBe('只能预订 08:00 到 23:00 之间的时段');
    const noSuchDate = await createMeeting(caller, {
      roomId: room.id,
      startTime: '2030-02-30 10:00:00',
      endTime: '2030-02-30 11:00:00',
    });
    expect([noSuchDate.statusCode, envelope(noSuchDate).message]).toEqual([
      400,
      '时间格式应为 YYYY-MM-DD HH:mm:ss',
    ]);
  });
});
