import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClosure, createRoom, createUser } from '../../../test/factories.ts';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { bookings } from '../bookings/schema.ts';
import { companyTimes } from '../bookings/test-times.ts';
import { files } from '../files/schema.ts';
import { meetingAttendees, meetings } from './schema.ts';

const server = useTestServer();
const { text } = companyTimes(server);

type Created = { id: number; bookingId: number };
const createMeeting = (caller: Caller, fields: Record<string, unknown>) =>
  caller.post('/meeting/create', {
    name: '周会',
    startTime: text(1, '10:00'),
    endTime: text(1, '11:00'),
    ...fields,
  });

async function uploadedFileOf(userId: number) {
  const ossKey = `key-${Math.random().toString(36).slice(2)}`;
  await server.database.db
    .insert(files)
    .values({ ossKey, name: 'agenda.pdf', contentType: 'application/pdf', size: 10, uploadedBy: userId });
  return ossKey;
}

describe('create meeting: books the room in the same transaction', () => {
  it('stores the meeting, its attendees and its booking, and answers both ids', async () => {
    const db = server.database.db;
    const room = await createRoom(db);
    const caller = await signIn(server);
    const colleague = await createUser(db);
    const ossKey = await uploadedFileOf(caller.user.id);
    const response = await createMeeting(caller, {
      roomId: room.id,
      name: '季度复盘',
      content: '议程见附件',
      attendees: [colleague.email.toUpperCase(), colleague.email, caller.user.email],
      attachment: `${ossKey}, ${ossKey}`,
    });
    expect(response.statusCode).toBe(200);
    const { code, message, data } = envelope<Created>(response);
    expect({ code, message }).toEqual({ code: 1, message: '会议创建成功' });

    const [meeting] = await db.select().from(meetings).where(eq(meetings.id, data.id));
    expect(meeting).toMatchObject({
      name: '季度复盘',
      organizerId: caller.user.id,
      roomId: room.id,
      content: '议程见附件',
      attachment: ossKey,
      cancelled: false,
    });
    const attendees = await db.select().from(meetingAttendees).where(eq(meetingAttendees.meetingId, data.id));
    expect(attendees.map((row) => row.email).sort()).toEqual([colleague.email, caller.user.email].sort());
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, data.bookingId));
    expect(booking).toMatchObject({
      roomId: room.id,
      userId: caller.user.id,
      meetingId: data.id,
      cancelled: false,
    });
    expect(server.app.ctx.clock.format(booking?.startsAt as Date)).toBe(text(1, '10:00'));
    expect(server.app.ctx.clock.format(booking?.endsAt as Date)).toBe(text(1, '11:00'));
  });

  it('refuses an overlapping booking with 409 and saves nothing of it; back-to-back is fine', async () => {
    const db = server.database.db;
    const room = await createRoom(db);
    const first = await signIn(server);
    const second = await signIn(server);
    expect((await createMeeting(first, { roomId: room.id })).statusCode).toBe(200);

    const overlapping = await createMeeting(second, {
      roomId: room.id,
      name: '撞车的会',
      startTime: text(1, '10:30'),
      endTime: text(1, '11:30'),
    });
    expect(overlapping.statusCode).toBe(409);
    expect(envelope(overlapping).message).toBe('该时段已被预订，请重新选择');
    expect(await db.select().from(meetings).where(eq(meetings.name, '撞车的会'))).toEqual([]);

    const before = await createMeeting(second, {
      roomId: room.id,
      startTime: text(1, '09:00'),
      endTime: text(1, '10:00'),
    });
    const after = await createMeeting(second, {
      roomId: room.id,
      startTime: text(1, '11:00'),
      endTime: text(1, '12:00'),
    });
    expect([before.statusCode, after.statusCode]).toEqual([200, 200]);
    const otherRoom = await createRoom(db);
    expect((await createMeeting(second, { roomId: otherRoom.id })).statusCode).toBe(200);
  });

  it('refuses a closed room (409) and a room that does not exist (404)', async () => {
    const db = server.database.db;
    const room = await createRoom(db);
    const { at } = companyTimes(server);
    await createClosure(db, {
      roomId: room.id,
      startsAt: at(1, '10:30'),
      endsAt: at(1, '12:00'),
      reason: '维修',
    });
    const caller = await signIn(server);
    const closed = await createMeeting(caller, { roomId: room.id });
    expect([closed.statusCode, envelope(closed).message]).toEqual([409, '该会议室此时段不开放']);
    const missing = await createMeeting(caller, { roomId: 999_999 });
    expect([missing.statusCode, envelope(missing).message]).toEqual([404, '会议室不存在']);
  });

  it('counts the subject in characters: 100 emoji are accepted, 101 refused', async () => {
    const db = server.database.db;
    const caller = await signIn(server);
    const accepted = await createMeeting(caller, {
      roomId: (await createRoom(db)).id,
      name: '🎉'.repeat(100),
    });
    expect(accepted.statusCode).toBe(200);
    const [meeting] = await db
      .select()
      .from(meetings)
      .where(eq(meetings.id, envelope<Created>(accepted).data.id));
    expect(meeting?.name).toBe('🎉'.repeat(100));
    const refused = await createMeeting(caller, {
      roomId: (await createRoom(db)).id,
      name: '🎉'.repeat(101),
    });
    expect([refused.statusCode, envelope(refused).error]).toEqual([400, 'meeting.nameTooLong']);
  });

  it('refuses attendees who are not employees, naming them', async () => {
    const room = await createRoom(server.database.db);
    const caller = await signIn(server);
    const response = await createMeeting(caller, {
      roomId: room.id,
      attendees: [caller.user.email, 'Ghost@Example.com'],
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe('参会人不存在：ghost@example.com');
  });

  it("refuses an attachment that is someone else's or does not exist", async () => {
    const room = await createRoom(server.database.db);
    const caller = await signIn(server);
    const someoneElse = await createUser(server.database.db);
    const theirs = await uploadedFileOf(someoneElse.id);
    for (const attachment of [theirs, 'no-such-key']) {
      const response = await createMeeting(caller, { roomId: room.id, attachment });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).message).toBe('附件不存在或不属于你');
    }
    expect((await createMeeting(caller, { roomId: room.id })).statusCode).toBe(200);
  });
});
