import type { MeetingDetail } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createRoom, createUser } from '../../../test/factories.ts';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { bookings } from '../bookings/schema.ts';
import { companyTimes } from '../bookings/test-times.ts';
import { messages } from '../messages/schema.ts';

const server = useTestServer();
const { text, at } = companyTimes(server);

async function createMeeting(caller: Caller, fields: Record<string, unknown> = {}) {
  const response = await caller.post('/meeting/create', {
    name: '周会',
    startTime: text(1, '10:00'),
    endTime: text(1, '11:00'),
    ...fields,
  });
  expect(response.statusCode).toBe(200);
  return envelope<{ id: number; bookingId: number }>(response).data;
}

const detail = async (caller: Caller, id: number) => {
  const response = await caller.get('/meeting/detail', { id });
  return { status: response.statusCode, body: envelope<MeetingDetail>(response) };
};

const update = (caller: Caller, id: number, fields: Record<string, unknown>) =>
  caller.post('/meeting/update', {
    id,
    name: '周会',
    startTime: text(1, '10:00'),
    endTime: text(1, '11:00'),
    attendees: [],
    ...fields,
  });

const activeBookingsOf = (meetingId: number) =>
  server.database.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.meetingId, meetingId), eq(bookings.cancelled, false)));

const messagesOf = (userId: number) =>
  server.database.db.select().from(messages).where(eq(messages.userId, userId));

describe('meeting detail', () => {
  it('shows the meeting to its people with their rights, and refuses anyone else (IDOR)', async () => {
    const db = server.database.db;
    const room = await createRoom(db);
    const organizer = await signIn(server);
    const attendee = await signIn(server);
    const stranger = await signIn(server);
    const created = await createMeeting(organizer, {
      roomId: room.id,
      attendees: [attendee.user.email],
      content: '议程',
    });

    const mine = await detail(organizer, created.id);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({
      id: created.id,
      name: '周会',
      start_time: text(1, '10:00'),
      end_time: text(1, '11:00'),
      status: 1,
      room: { id: room.id, name: room.name },
      organizer: { email: organizer.user.email },
      recorder: null,
      attendees: [{ email: attendee.user.email, name: attendee.user.name }],
      content: '议程',
      minutes: '',
      actions: [],
      rights: {
        canEdit: true,
        canCancel: true,
        canWriteMinutes: false,
        canAssignRecorder: true,
        canManageActions: true,
        canReportActions: false,
      },
    });
    const theirs = await detail(attendee, created.id);
    expect(theirs.body.data.rights).toEqual({
      canEdit: false,
      canCancel: false,
      canWriteMinutes: false,
      canAssignRecorder: false,
      canManageActions: false,
      canReportActions: false,
    });

    const refused = await detail(stranger, created.id);
    expect([refused.status, refused.body.error]).toEqual([403, 'meeting.notVisible']);
    const missing = await detail(stranger, 2_000_000_000);
    expect([missing.status, missing.body.error]).toEqual([404, 'meeting.notFound']);

    // An admin sees every meeting.
    const admin = await signIn(server, await createUser(db, { roles: ['admin'] }));
    expect((await detail(admin, created.id)).status).toBe(200);
  });

  it('tells invited attendees with an in-app message in their language, not the organizer', async () => {
    const db = server.database.db;
    const organizer = await signIn(server);
    const english = await createUser(db, { language: 'en' });
    const chinese = await createUser(db);
    await createMeeting(organizer, {
      roomId: (await createRoom(db)).id,
      name: '立项会',
      attendees: [english.email, chinese.email, organizer.user.email],
    });
    expect((await messagesOf(english.id)).map((row) => row.title)).toEqual(['Meeting invitation: 立项会']);
    const [zh] = await messagesOf(chinese.id);
    expect(zh).toMatchObject({
      title: '会议邀请：立项会',
      content: `时间：${text(1, '10:00').slice(0, 16)} 至 11:00`,
    });
    expect(zh?.linkUrl).toMatch(/^\/#\/meeting\/meetingDetail\?id=\d+$/);
    expect(await messagesOf(organizer.user.id)).toEqual([]);
  });
});

describe('update meeting', () => {
  it('only the organizer may edit: 403 for an attendee and for a stranger', async () => {
    const db = server.database.db;
    const organizer = await signIn(server);
    const attendee = await signIn(server);
    const stranger = await signIn(server);
    const { id } = await createMeeting(organizer, {
      roomId: (await createRoom(db)).id,
      attendees: [attendee.user.email],
    });
    const byAttendee = await update(attendee, id, { name: '改名', roomId: null });
    expect([byAttendee.statusCode, envelope(byAttendee).error]).toEqual([403, 'meeting.organizerOnly']);
    expect(envelope(byAttendee).message).toBe('只有会议组织者可以修改或取消会议');
    const byStranger = await update(stranger, id, { name: '改名', roomId: null });
    expect([byStranger.statusCode, envelope(byStranger).error]).toEqual([403, 'meeting.notVisible']);
    expect((await detail(organizer, id)).body.data.name).toBe('周会');
  });

  it('changes subject and attendees without touching the booking; the people are told', async () => {
    const db = server.database.db;
    const room = await createRoom(db);
    const organizer = await signIn(server);
    const stays = await createUser(db);
    const leaves = await createUser(db);
    const joins = await createUser(db);
    const created = await createMeeting(organizer, {
      roomId: room.id,
      attendees: [stays.email, leaves.email],
    });
    const response = await update(organizer, created.id, {
      name: '周会（改）',
      roomId: room.id,
      attendees: [stays.email, joins.email.toUpperCase()],
    });
    expect(response.statusCode).toBe(200);
    expect(envelope(response)).toMatchObject({
      message: '会议修改成功',
      data: { id: created.id, rebooked: false },
    });
    expect((await activeBookingsOf(created.id)).map((row) => row.id)).toEqual([created.bookingId]);
    const shown = (await detail(organizer, created.id)).body.data;
    expect(shown.attendees.map((row) => row.email).sort()).toEqual([stays.email, joins.email].sort());
    expect((await messagesOf(stays.id)).map((row) => row.title)).toEqual([
      '会议邀请：周会',
      '会议变更：周会（改）',
    ]);
    expect((await messagesOf(joins.id)).map((row) => row.title)).toEqual(['会议邀请：周会（改）']);
    expect((await messagesOf(leaves.id)).map((row) => row.title)).toEqual([
      '会议邀请：周会',
      '会议取消：周会（改）',
    ]);
  });

  it('moving the time or room re-books; a taken slot answers 409 and the old booking stands', async () => {
    const db = server.database.db;
    const room = await createRoom(db);
    const other = await createRoom(db);
    const organizer = await signIn(server);
    const neighbour = await signIn(server);
    const created = await createMeeting(organizer, { roomId: room.id });
    await createMeeting(neighbour, {
      roomId: other.id,
      startTime: text(1, '14:00'),
      endTime: text(1, '15:00'),
    });

    // Overlapping its own old span in the same room is fine: the old booking is freed first.
    const later = await update(organizer, created.id, {
      roomId: room.id,
      startTime: text(1, '10:30'),
      endTime: text(1, '11:30'),
    });
    expect(envelope(later).data).toEqual({ id: created.id, rebooked: true });
    const [moved] = await activeBookingsOf(created.id);
    expect(moved?.startsAt).toEqual(at(1, '10:30'));

    const taken = await update(organizer, created.id, {
      roomId: other.id,
      startTime: text(1, '14:30'),
      endTime: text(1, '15:30'),
    });
    expect([taken.statusCode, envelope(taken).message]).toEqual([409, '该时段已被预订，请重新选择']);
    expect((await activeBookingsOf(created.id)).map((row) => row.id)).toEqual([moved?.id]);
    expect((await detail(organizer, created.id)).body.data.start_time).toBe(text(1, '10:30'));

    // The booking rules hold for the new span, and no room at all frees the booking.
    const past = await update(organizer, created.id, {
      roomId: room.id,
      startTime: text(-1, '10:00'),
      endTime: text(-1, '11:00'),
    });
    expect(envelope(past).error).toBe('booking.past');
    const online = await update(organizer, created.id, { roomId: null });
    expect(envelope(online).data).toEqual({ id: created.id, rebooked: true });
    expect(await activeBookingsOf(created.id)).toEqual([]);
    expect((await detail(organizer, created.id)).body.data.room).toBeNull();
  });

  it('20 at once into one slot (14 meetings moved there, 6 created there): exactly one wins', async () => {
    const db = server.database.db;
    const room = await createRoom(db);
    const organizer = await signIn(server);
    const movable = [];
    for (let index = 0; index < 14; index++) {
      const hour = String(8 + index).padStart(2, '0');
      const other = await createRoom(db);
      movable.push(
        await createMeeting(organizer, {
          roomId: other.id,
          startTime: text(3, `${hour}:00`),
          endTime: text(3, `${hour}:30`),
        }),
      );
    }
    const target = { roomId: room.id, startTime: text(4, '15:00'), endTime: text(4, '16:00') };
    const answers = await Promise.all([
      ...movable.map((meeting) => update(organizer, meeting.id, target)),
      ...Array.from({ length: 6 }, () => organizer.post('/meeting/create', { name: '抢', ...target })),
    ]);
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const inSlot = await db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.roomId, room.id),
          eq(bookings.startsAt, at(4, '15:00')),
          eq(bookings.cancelled, false),
        ),
      );
    expect(inSlot).toHaveLength(1);
    // Every loser still holds its own old booking.
    for (const meeting of movable) {
      expect((await activeBookingsOf(meeting.id)).length).toBe(1);
    }
  });
});

describe('cancel meeting', () => {
  it('the organizer cancels: the room is free again and attendees are told; others get 403', async () => {
    const db = server.database.db;
    const room = await createRoom(db);
    const organizer = await signIn(server);
    const attendee = await signIn(server);
    const stranger = await signIn(server);
    const created = await createMeeting(organizer, { roomId: room.id, attendees: [attendee.user.email] });

    const byAttendee = await attendee.post('/meeting/cancel', { id: created.id });
    expect([byAttendee.statusCode, envelope(byAttendee).error]).toEqual([403, 'meeting.organizerOnly']);
    const byStranger = await stranger.post('/meeting/cancel', { id: created.id });
    expect([byStranger.statusCode, envelope(byStranger).error]).toEqual([403, 'meeting.notVisible']);

    const cancelled = await organizer.post('/meeting/cancel', { id: created.id });
    expect([cancelled.statusCode, envelope(cancelled).message]).toEqual([200, '会议已取消']);
    expect(await activeBookingsOf(created.id)).toEqual([]);
    expect((await detail(organizer, created.id)).body.data.status).toBe(5);
    expect((await messagesOf(attendee.user.id)).map((row) => row.title)).toEqual([
      '会议邀请：周会',
      '会议取消：周会',
    ]);

    const again = await organizer.post('/meeting/cancel', { id: created.id });
    expect([again.statusCode, envelope(again).error]).toEqual([409, 'meeting.alreadyCancelled']);
    const edit = await update(organizer, created.id, { roomId: room.id });
    expect([edit.statusCode, envelope(edit).error]).toEqual([409, 'meeting.alreadyCancelled']);
    // The slot can be booked again.
    await createMeeting(stranger, { roomId: room.id });
  });
});
