import type {
  EditorRoom,
  EditorRoomPage,
  LocationNode,
  RetireHit,
  Room,
  StationMessage,
} from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createRoom, createUser } from '../../../test/factories.ts';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { uploadTo } from '../../../test/uploads.ts';
import { auditEvents } from '../audit/schema.ts';
import { bookings } from '../bookings/schema.ts';
import { companyTimes } from '../bookings/test-times.ts';
import { samplePdf, samplePng } from '../files/sample-files.ts';

const server = useTestServer();
const { text, wholeDay } = companyTimes(server);
const db = () => server.database.db;

const roomAdmin = async () => signIn(server, await createUser(db(), { roles: ['rooms:edit'] }));
/** A building of its own per test, so names and places never meet another test's. */
const newBuilding = () => `测试楼${Math.random().toString(36).slice(2, 8)}`;

const fieldsIn = (building: string, overrides: Record<string, unknown> = {}) => ({
  name: '星海厅',
  city: '杭州',
  building,
  floor: '5层',
  capacity: 12,
  devices: ['白板', '电视'],
  photoOssKey: null,
  opensAt: '09:00',
  closesAt: '18:00',
  ...overrides,
});

const roomsListed = async (caller: Caller, building: string, window = wholeDay(1)) => {
  const response = await caller.post('/meeting/room/list', { city: '杭州', building, ...window });
  expect(response.statusCode).toBe(200);
  return envelope<Room[]>(response).data;
};

const book = (caller: Caller, roomId: number, from: string, to: string) =>
  caller.post('/meeting/create', {
    name: `周会 ${from}`,
    roomId,
    startTime: text(1, from),
    endTime: text(1, to),
  });

describe('the room editor', () => {
  it('refuses every call to an employee without the rooms right', async () => {
    const employee = await signIn(server);
    const room = await createRoom(db());
    for (const [method, url, body] of [
      ['GET', '/admin/rooms/editor/list', {}],
      ['POST', '/admin/rooms/editor/create', fieldsIn(newBuilding())],
      ['POST', '/admin/rooms/editor/update', { id: room.id, ...fieldsIn(newBuilding()) }],
      ['POST', '/admin/rooms/editor/retire/hits', { id: room.id }],
      ['POST', '/admin/rooms/editor/retire', { id: room.id, cancelBookings: true }],
      ['POST', '/admin/rooms/editor/restore', { id: room.id }],
    ] as const) {
      const response = method === 'GET' ? await employee.get(url) : await employee.post(url, body);
      expect(response.statusCode, url).toBe(403);
      expect(envelope(response).error).toBe('auth.forbidden');
    }
  });

  it.each([
    ['no name', { name: '  ' }, 'roomEditor.nameRequired'],
    ['a name of 51 characters', { name: '厅'.repeat(51) }, 'roomEditor.nameTooLong'],
    ['no city', { city: '' }, 'roomEditor.placeRequired'],
    ['a building with a control character', { building: 'A\u001fB' }, 'roomEditor.placeTooLong'],
    ['a capacity of 0', { capacity: 0 }, 'roomEditor.capacityRange'],
    ['a capacity of 501', { capacity: 501 }, 'roomEditor.capacityRange'],
    ['an unknown device', { devices: ['投影仪'] }, 'room.unknownDevice'],
    ['closing before opening', { opensAt: '18:00', closesAt: '09:00' }, 'roomEditor.openHoursOrder'],
    ['open hours off the half hour', { opensAt: '09:15' }, 'roomEditor.openHoursStep'],
    ['a NUL byte', { name: 'a\u0000b' }, 'request.nulByte'],
  ])('refuses %s, saying why', async (_, overrides, error) => {
    const response = await (await roomAdmin()).post(
      '/admin/rooms/editor/create',
      fieldsIn(newBuilding(), overrides),
    );
    expect(response.statusCode).toBe(400);
    expect(envelope(response).error).toBe(error);
  });

  it('keeps a name unique within its building, and takes only a picture the editor uploaded as the photo', async () => {
    const admin = await roomAdmin();
    const building = newBuilding();
    expect((await admin.post('/admin/rooms/editor/create', fieldsIn(building))).statusCode).toBe(200);
    const twin = await admin.post('/admin/rooms/editor/create', fieldsIn(building, { floor: '6层' }));
    expect(twin.statusCode).toBe(409);
    expect(envelope(twin).error).toBe('roomEditor.duplicateName');
    // Another building may have one of that name.
    expect((await admin.post('/admin/rooms/editor/create', fieldsIn(newBuilding()))).statusCode).toBe(200);

    const pdf = envelope<{ ossKey: string }>(await uploadTo(server, admin, samplePdf(), 'plan.pdf')).data;
    const notImage = await admin.post(
      '/admin/rooms/editor/create',
      fieldsIn(newBuilding(), { photoOssKey: pdf.ossKey }),
    );
    expect(envelope(notImage).error).toBe('roomEditor.photoNotImage');
    const someoneElse = await signIn(server);
    const theirs = envelope<{ ossKey: string }>(
      await uploadTo(server, someoneElse, samplePng(), 'x.png'),
    ).data;
    const notMine = await admin.post(
      '/admin/rooms/editor/create',
      fieldsIn(newBuilding(), { photoOssKey: theirs.ossKey }),
    );
    expect(envelope(notMine).error).toBe('roomEditor.photoNotFound');
  });

  it('creates a room that the room list shows, edits it, retires it (cancelling what is booked) and restores it, each write audited', async () => {
    const admin = await roomAdmin();
    const employee = await signIn(server);
    const building = newBuilding();
    const photo = envelope<{ ossKey: string }>(await uploadTo(server, admin, samplePng(), 'room.png')).data;

    const createdResponse = await admin.post(
      '/admin/rooms/editor/create',
      fieldsIn(building, { photoOssKey: photo.ossKey }),
    );
    expect(createdResponse.statusCode).toBe(200);
    const created = envelope<EditorRoom>(createdResponse).data;
    expect(created).toMatchObject({ name: '星海厅', devices: ['电视', '白板'], retiredAt: null });
    expect(created.photoUrl).toContain(photo.ossKey);

    // On the room list at once, with its open hours; its place among the location options.
    const [listed] = await roomsListed(employee, building);
    expect(listed).toMatchObject({ id: created.id, capacity: 12, opensAt: '09:00', closesAt: '18:00' });
    const places = envelope<LocationNode[]>(await employee.get('/meeting/room/locations')).data;
    expect(places.find((city) => city.value === '杭州')?.children).toContainEqual({
      value: building,
      children: [{ value: '5层' }],
    });
    // A window outside its open hours does not offer it; one inside does.
    expect(
      await roomsListed(employee, building, { startTime: text(1, '18:00'), endTime: text(1, '19:00') }),
    ).toEqual([]);
    expect(
      await roomsListed(employee, building, { startTime: text(1, '10:00'), endTime: text(1, '11:00') }),
    ).toHaveLength(1);

    const updated = await admin.post('/admin/rooms/editor/update', {
      id: created.id,
      ...fieldsIn(building, { capacity: 20, closesAt: '20:00', photoOssKey: photo.ossKey }),
    });
    expect(envelope<EditorRoom>(updated).data).toMatchObject({ capacity: 20, closesAt: '20:00' });

    // Booking follows the open hours.
    const late = await book(employee, created.id, '20:00', '21:00');
    expect(late.statusCode).toBe(400);
    expect(envelope(late).error).toBe('room.outsideOpenHours');
    const booked = await book(employee, created.id, '19:00', '20:00');
    expect(booked.statusCode).toBe(200);

    // Retiring with a booking to come is refused until confirmed, showing first what it cancels.
    const hits = envelope<RetireHit[]>(
      await admin.post('/admin/rooms/editor/retire/hits', { id: created.id }),
    ).data;
    expect(hits).toMatchObject([{ ownerEmail: employee.user.email, startTime: text(1, '19:00') }]);
    const refused = await admin.post('/admin/rooms/editor/retire', { id: created.id });
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused).error).toBe('roomEditor.hasBookings');
    const retired = await admin.post('/admin/rooms/editor/retire', { id: created.id, cancelBookings: true });
    expect(retired.statusCode).toBe(200);
    expect(envelope<{ cancelled: RetireHit[] }>(retired).data.cancelled.map((hit) => hit.bookingId)).toEqual(
      hits.map((hit) => hit.bookingId),
    );
    const [booking] = await db().select().from(bookings).where(eq(bookings.roomId, created.id));
    expect(booking?.cancelled).toBe(true);
    const inbox = envelope<{ items: StationMessage[] }>(
      await employee.get('/new/api/sso/station/msg/list', { pageSize: 20 }),
    ).data.items;
    expect(inbox.map((item) => item.title)).toContain('会议室星海厅已下线，你的预订已取消');

    // Gone from the room list and from booking; the console still lists it, marked.
    const gone = await employee.post('/meeting/room/list', { city: '杭州', building, ...wholeDay(1) });
    expect(envelope(gone).error).toBe('room.unknownLocation');
    const refusedBooking = await book(employee, created.id, '10:00', '11:00');
    expect(envelope(refusedBooking).error).toBe('room.retired');
    const page = envelope<EditorRoomPage>(
      await admin.get('/admin/rooms/editor/list', { keyword: building }),
    ).data;
    expect(page.totalCount).toBe(1);
    expect(page.items[0]?.retiredAt).not.toBeNull();

    expect((await admin.post('/admin/rooms/editor/restore', { id: created.id })).statusCode).toBe(200);
    expect((await roomsListed(employee, building)).map((room) => room.id)).toEqual([created.id]);

    const trail = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, 'room'), eq(auditEvents.subjectId, String(created.id))))
      .orderBy(asc(auditEvents.id));
    expect(trail.map((event) => [event.module, event.action])).toEqual([
      ['rooms', 'create'],
      ['rooms', 'update'],
      ['rooms', 'remove'],
      ['rooms', 'restore'],
    ]);
    expect(trail[1]?.before).toMatchObject({ capacity: 12, closesAt: '18:00' });
    expect(trail[1]?.after).toMatchObject({ capacity: 20, closesAt: '20:00' });
    expect(trail[2]?.after).toMatchObject({ cancelledBookings: hits.map((hit) => hit.bookingId) });
  });

  it('searches rooms by name or place, page by page', async () => {
    const admin = await roomAdmin();
    const building = newBuilding();
    for (const name of ['甲厅', '乙厅', '丙厅']) {
      await admin.post('/admin/rooms/editor/create', fieldsIn(building, { name }));
    }
    const first = envelope<EditorRoomPage>(
      await admin.get('/admin/rooms/editor/list', { keyword: building, pageSize: 2 }),
    ).data;
    expect(first.totalCount).toBe(3);
    expect(first.items).toHaveLength(2);
    const byName = envelope<EditorRoomPage>(
      await admin.get('/admin/rooms/editor/list', { keyword: '乙厅' }),
    ).data;
    expect(byName.items.map((room) => room.building)).toContain(building);
  });
});
