import type { Room } from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createRoom } from '../../../test/factories.ts';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { companyTimes } from '../bookings/test-times.ts';

const server = useTestServer();
const times = companyTimes(server);

const search = async (caller: Caller, filter: Record<string, unknown>) => {
  return caller.post('/meeting/room/list', { ...times.wholeDay(1), ...filter });
};
const idsIn = (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBe(200);
  return envelope<Room[]>(response).data.map((room) => room.id);
};

describe('room list filter', () => {
  it('narrows by city, building and floor, where null or 不限 (empty) means any level', async () => {
    const caller = await signIn(server);
    const db = server.database.db;
    const third = await createRoom(db, { city: '北京', building: 'IC-Park一号楼', floor: '3层' });
    const fourth = await createRoom(db, { city: '北京', building: 'IC-Park一号楼', floor: '4层' });
    const noFloors = await createRoom(db, { city: '北京', building: 'IC-PARK-7号楼', floor: null });
    const shenzhen = await createRoom(db, { city: '深圳', building: '会展湾T10栋', floor: '3层' });
    const mine = [third.id, fourth.id, noFloors.id, shenzhen.id];
    const found = async (filter: Record<string, unknown>) =>
      idsIn(await search(caller, filter)).filter((id) => mine.includes(id));

    expect(await found({ city: '北京', building: 'IC-Park一号楼', floor: '3层' })).toEqual([third.id]);
    expect(await found({ city: '北京', building: 'IC-Park一号楼', floor: null })).toEqual([
      third.id,
      fourth.id,
    ]);
    expect(await found({ city: '北京', building: 'IC-PARK-7号楼' })).toEqual([noFloors.id]);
    expect((await found({ city: '北京', building: '', floor: '' })).sort()).toEqual(
      [third.id, fourth.id, noFloors.id].sort(),
    );
    expect((await found({ city: null, building: null, floor: null })).sort()).toEqual([...mine].sort());
  });

  it('keeps rooms whose capacity lies in the inclusive range', async () => {
    const caller = await signIn(server);
    const rooms = await Promise.all(
      [9, 10, 15, 16].map((capacity) => createRoom(server.database.db, { capacity })),
    );
    const ids = idsIn(await search(caller, { capacityMin: 10, capacityMax: 15 }));
    expect(rooms.map((room) => ids.includes(room.id))).toEqual([false, true, true, false]);
    // Defaults: min -1, max 1000.
    const all = idsIn(await search(caller, {}));
    expect(rooms.every((room) => all.includes(room.id))).toBe(true);
  });

  it('keeps only rooms that have ALL the chosen devices', async () => {
    const caller = await signIn(server);
    const db = server.database.db;
    const tvBoard = await createRoom(db, { devices: ['电视', '白板'] });
    const tvOnly = await createRoom(db, { devices: ['电视'] });
    const more = await createRoom(db, { devices: ['视频', '白板', '电视'] });
    const none = await createRoom(db, { devices: [] });
    const ids = idsIn(await search(caller, { device: '电视,白板' }));
    expect(ids).toContain(tvBoard.id);
    expect(ids).toContain(more.id);
    expect(ids).not.toContain(tvOnly.id);
    expect(ids).not.toContain(none.id);
    expect(idsIn(await search(caller, { device: null }))).toContain(none.id);
  });

  it('orders rooms as the locations are listed (深圳, 北京, 上海), then by name in byte order', async () => {
    const caller = await signIn(server);
    const db = server.database.db;
    const tag = `${Date.now()}`;
    const make = (city: string, building: string, floor: string | null, name: string) =>
      createRoom(db, { city, building, floor, name: `${name} ${tag}` });
    const rooms = {
      beijingOne4C: await make('北京', 'IC-Park一号楼', '4层', 'C'),
      shenzhen: await make('深圳', '会展湾T10栋', '3层', 'A'),
      beijingOne3B: await make('北京', 'IC-Park一号楼', '3层', 'B'),
      beijingSeven: await make('北京', 'IC-PARK-7号楼', null, 'A'),
      beijingOne3a: await make('北京', 'IC-Park一号楼', '3层', 'a'),
      beijingOne3A: await make('北京', 'IC-Park一号楼', '3层', 'A'),
      shanghai: await make('上海', '星创', '9层', 'A'),
    };
    const mine = Object.values(rooms).map((room) => room.id);
    const order = idsIn(await search(caller, {})).filter((id) => mine.includes(id));
    // The listed order, not the names' (上海 < 北京 < 深圳 and "IC-PARK" < "IC-Park" by code point);
    // names by byte order on both engines, so "B" comes before "a".
    expect(order).toEqual([
      rooms.shenzhen.id,
      rooms.beijingOne3A.id,
      rooms.beijingOne3B.id,
      rooms.beijingOne3a.id,
      rooms.beijingOne4C.id,
      rooms.beijingSeven.id,
      rooms.shanghai.id,
    ]);
  });

  it.each([
    ['an unknown city', { city: '广州' }, '地点不存在'],
    ['a floor of another building', { city: '北京', building: 'IC-PARK-7号楼', floor: '3层' }, '地点不存在'],
    ['a floor without a building', { city: '北京', floor: '3层' }, '地点不存在'],
    ['an unknown device', { device: '电视,咖啡机' }, '设备只能是 电视、电话、投影、白板、视频'],
    ['a minimum above the maximum', { capacityMin: 20, capacityMax: 10 }, '最小容量不能大于最大容量'],
    ['a capacity above 1000', { capacityMax: 1001 }, '请求参数不正确'],
  ])('refuses %s with a readable 400', async (_case, filter, message) => {
    const caller = await signIn(server);
    const response = await search(caller, filter);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toContain(message);
  });

  it('refuses a window that spans more than one day, or a date that does not exist', async () => {
    const caller = await signIn(server);
    const twoDays = await search(caller, {
      startTime: times.text(1, '10:00'),
      endTime: times.text(2, '10:00'),
    });
    expect(twoDays.statusCode).toBe(400);
    expect(envelope(twoDays).message).toBe('查询时段不能跨天');
    const noSuchDate = await search(caller, {
      startTime: '2030-02-30 00:00:00',
      endTime: '2030-02-30 24:00:00',
    });
    expect(noSuchDate.statusCode).toBe(400);
    expect(envelope(noSuchDate).message).toBe('时间格式应为 YYYY-MM-DD HH:mm:ss');
    const backwards = await search(caller, {
      startTime: times.text(1, '11:00'),
      endTime: times.text(1, '10:00'),
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('needs a signed-in caller', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/meeting/room/list',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: times.wholeDay(1),
    });
    expect(response.statusCode).toBe(401);
    expect(envelope(response).code).toBe('302');
  });
});
