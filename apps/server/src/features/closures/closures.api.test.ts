import type { AuditPage, Closure, ClosureHit, ClosureRoom, StationMessage } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createRoom, createUser } from '../../../test/factories.ts';
import { type Caller, envelope, eventually, signIn, useTestServer } from '../../../test/support.ts';
import { bookings } from '../bookings/schema.ts';
import { companyTimes } from '../bookings/test-times.ts';
import { invitationOf, mailsTo, useSmtpServer } from '../invitations/test-smtp.ts';
import { meetings } from '../meetings/schema.ts';

const smtp = useSmtpServer();
const server = useTestServer({
  mail: smtp.mail,
  jobs: { maxAttempts: 5, retryBaseMs: 100, leaseMs: 2_000, pollMs: 1_000 },
});
const { text } = companyTimes(server);
const db = () => server.database.db;

const roomAdmin = async (roles = ['rooms:edit']) => signIn(server, await createUser(db(), { roles }));

/** A meeting booked through the API by `owner` in `roomId` tomorrow, `from`–`to`, with attendees. */
async function book(owner: Caller, roomId: number, from: string, to: string, attendees: string[] = []) {
  const response = await owner.post('/meeting/create', {
    name: `评审 ${from}`,
    roomId,
    startTime: text(1, from),
    endTime: text(1, to),
    attendees,
  });
  expect(response.statusCode).toBe(200);
  return envelope<{ id: number }>(response).data.id;
}

const bookingOf = async (meetingId: number) =>
  (await db().select().from(bookings).where(eq(bookings.meetingId, meetingId)))[0];

const closeRoom = (caller: Caller, roomId: number, from: string, to: string, reason = '空调维修') =>
  caller.post('/admin/rooms/closures/create', {
    roomId,
    startTime: text(1, from),
    endTime: text(1, to),
    reason,
  });

describe('closing a room', () => {
  it('shows first which bookings it hits, then cancels exactly those, with their meetings', async () => {
    const room = await createRoom(db(), { name: '星河厅' });
    const owner = await signIn(server);
    const morning = await book(owner, room.id, '09:00', '10:00');
    const noon = await book(owner, room.id, '12:00', '13:00');
    const evening = await book(owner, room.id, '18:00', '19:00');
    const admin = await roomAdmin();

    const preview = await admin.post('/admin/rooms/closures/hits', {
      roomId: room.id,
      startTime: text(1, '09:30'),
      endTime: text(1, '12:30'),
    });
    expect(preview.statusCode).toBe(200);
    const hits = envelope<ClosureHit[]>(preview).data;
    expect(hits.map((hit) => hit.meetingName)).toEqual(['评审 09:00', '评审 12:00']);
    expect(hits[0]).toMatchObject({ ownerEmail: owner.user.email, startTime: text(1, '09:00') });
    // A preview changes nothing.
    expect((await bookingOf(morning))?.cancelled).toBe(false);

    const created = await closeRoom(admin, room.id, '09:30', '12:30');
    expect(created.statusCode).toBe(200);
    const answer = envelope<{ closure: Closure; cancelled: ClosureHit[] }>(created).data;
    expect(answer.closure).toMatchObject({
      roomId: room.id,
      startTime: text(1, '09:30'),
      endTime: text(1, '12:30'),
      reason: '空调维修',
    });
    expect(answer.cancelled.map((hit) => hit.bookingId)).toEqual(hits.map((hit) => hit.bookingId));
    for (const id of [morning, noon]) {
      expect((await bookingOf(id))?.cancelled).toBe(true);
      const [meeting] = await db().select().from(meetings).where(eq(meetings.id, id));
      expect(meeting?.cancelled).toBe(true);
    }
    expect((await bookingOf(evening))?.cancelled).toBe(false);

    // The slot cannot be booked again while closed.
    const again = await owner.post('/meeting/create', {
      name: '再订',
      roomId: room.id,
      startTime: text(1, '10:00'),
      endTime: text(1, '11:00'),
    });
    expect(again.statusCode).toBe(409);
    expect(envelope(again).error).toBe('booking.closed');
  });

  it('tells the owner under the bell, with the reason, and mails everyone concerned an iCalendar CANCEL', async () => {
    const room = await createRoom(db(), { name: '云海厅' });
    const owner = await signIn(server);
    const attendee = await createUser(db());
    await book(owner, room.id, '14:00', '15:00', [attendee.email]);
    const admin = await roomAdmin();
    expect((await closeRoom(admin, room.id, '13:00', '16:00', '消防检查')).statusCode).toBe(200);

    const inbox = envelope<{ items: StationMessage[] }>(
      await owner.get('/new/api/sso/station/msg/list', { pageSize: 20 }),
    ).data.items;
    const notice = inbox.find((item) => item.title.includes('云海厅'));
    expect(notice).toMatchObject({ title: '会议室云海厅停用，你的预订已取消' });
    expect(notice?.content).toBe(`${text(1, '13:00')} 至 ${text(1, '16:00')} 停用，原因：消防检查`);

    for (const email of [owner.user.email, attendee.email]) {
      const cancel = await eventually(async () => {
        const mail = mailsTo(smtp.received, email)
          .map(invitationOf)
          .find((calendar) => calendar.method === 'CANCEL');
        expect(mail).toBeDefined();
        return mail;
      }, 10_000);
      expect(cancel?.events).toHaveLength(1);
    }
  });

  it('lists the rooms with closures ahead and a room’s closures; removing one opens the room again', async () => {
    const room = await createRoom(db(), { name: '晨曦厅' });
    const admin = await roomAdmin();
    const made = envelope<{ closure: Closure }>(await closeRoom(admin, room.id, '08:00', '20:00')).data
      .closure;

    const rooms = envelope<ClosureRoom[]>(await admin.get('/admin/rooms/list')).data;
    expect(rooms.find((entry) => entry.id === room.id)).toMatchObject({ name: '晨曦厅', closuresAhead: 1 });
    const listed = envelope<Closure[]>(await admin.get('/admin/rooms/closures', { roomId: room.id })).data;
    expect(listed).toEqual([made]);

    expect((await admin.post('/admin/rooms/closures/remove', { id: made.id })).statusCode).toBe(200);
    expect(envelope<Closure[]>(await admin.get('/admin/rooms/closures', { roomId: room.id })).data).toEqual(
      [],
    );
    const owner = await signIn(server);
    expect((await book(owner, room.id, '10:00', '11:00')) > 0).toBe(true);
    const gone = await admin.post('/admin/rooms/closures/remove', { id: made.id });
    expect(gone.statusCode).toBe(404);
    expect(envelope(gone).error).toBe('closures.notFound');
  });

  it('records closing and reopening in the audit trail, with the bookings it cancelled', async () => {
    const room = await createRoom(db(), { name: '极光厅' });
    const owner = await signIn(server);
    const meetingId = await book(owner, room.id, '10:00', '11:00');
    const admin = await roomAdmin();
    const made = envelope<{ closure: Closure }>(await closeRoom(admin, room.id, '09:00', '12:00')).data
      .closure;
    await admin.post('/admin/rooms/closures/remove', { id: made.id });

    const reader = await signIn(server, await createUser(db(), { roles: ['admin'] }));
    const trail = envelope<AuditPage>(
      await reader.get('/admin/audit/list', { person: admin.user.email, module: 'rooms' }),
    ).data;
    expect(trail.items.map((event) => event.action)).toEqual(['remove', 'create']);
    const booking = await bookingOf(meetingId);
    expect(trail.items[1]?.changes).toContainEqual({
      path: 'cancelledBookings',
      before: null,
      after: [booking?.id],
    });
    expect(trail.items[1]?.subjectLabel).toBe(`极光厅 ${text(1, '09:00')} – ${text(1, '12:00')}`);
  });
});

describe('refusals', () => {
  it('refuses everyone without the rooms right, and changes nothing', async () => {
    const room = await createRoom(db());
    for (const roles of [[], ['messages:send', 'holiday:edit']]) {
      const caller = await roomAdmin(roles);
      for (const [method, url, body] of [
        ['GET', '/admin/rooms/list', undefined],
        ['GET', `/admin/rooms/closures?roomId=${room.id}`, undefined],
        [
          'POST',
          '/admin/rooms/closures/hits',
          { roomId: room.id, startTime: text(1, '09:00'), endTime: text(1, '10:00') },
        ],
        [
          'POST',
          '/admin/rooms/closures/create',
          { roomId: room.id, startTime: text(1, '09:00'), endTime: text(1, '10:00'), reason: 'x' },
        ],
        ['POST', '/admin/rooms/closures/remove', { id: 1 }],
      ] as const) {
        const response = method === 'GET' ? await caller.get(url) : await caller.post(url, body);
        expect(response.statusCode, url).toBe(403);
        expect(envelope(response).error).toBe('auth.forbidden');
      }
    }
    const admin = await roomAdmin();
    expect(envelope<Closure[]>(await admin.get('/admin/rooms/closures', { roomId: room.id })).data).toEqual(
      [],
    );
  });

  it.each([
    ['an end before the start', { startTime: '1|11:00', endTime: '1|10:00' }, 'closures.order'],
    ['a span that has ended', { startTime: '-2|09:00', endTime: '-1|09:00' }, 'closures.ended'],
    ['a span over 366 days', { startTime: '1|09:00', endTime: '400|09:00' }, 'closures.tooLong'],
    ['no reason', { reason: '  ' }, 'closures.reasonRequired'],
    ['a reason of 201 characters', { reason: '修'.repeat(201) }, 'closures.reasonTooLong'],
    ['a malformed time', { startTime: 'tomorrow' }, 'time.format'],
    ['a NUL byte', { reason: 'a\u0000b' }, 'request.nulByte'],
  ])('refuses %s, saying why', async (_, overrides, error) => {
    const room = await createRoom(db());
    const at = (value: string) => {
      const [days, hhmm] = value.split('|');
      return hhmm === undefined ? value : text(Number(days), hhmm);
    };
    const request = {
      roomId: room.id,
      startTime: text(1, '09:00'),
      endTime: text(1, '10:00'),
      reason: '维修',
      ...overrides,
    };
    const response = await (await roomAdmin()).post('/admin/rooms/closures/create', {
      ...request,
      startTime: at(request.startTime),
      endTime: at(request.endTime),
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).error).toBe(error);
  });

  it('refuses a room that does not exist', async () => {
    const response = await closeRoom(await roomAdmin(), 2_000_000_000, '09:00', '10:00');
    expect(response.statusCode).toBe(404);
    expect(envelope(response).error).toBe('room.notFound');
  });
});
