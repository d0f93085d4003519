import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBooking, createRoom, createUser } from '../../../test/factories.ts';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { meetings } from '../meetings/schema.ts';
import { bookings } from './schema.ts';
import { companyTimes } from './test-times.ts';

const server = useTestServer();
const { at, text } = companyTimes(server);
const CANCEL = '/meeting/room/cancel/my/book';

async function bookThroughMeeting(caller: Caller, roomId: number) {
  const response = await caller.post('/meeting/create', {
    name: '周会',
    roomId,
    startTime: text(1, '10:00'),
    endTime: text(1, '11:00'),
  });
  expect(response.statusCode).toBe(200);
  return envelope<{ id: number; bookingId: number }>(response).data;
}

describe('cancel my booking', () => {
  it('refuses another employee, lets the booker cancel, and frees the slot', async () => {
    const db = server.database.db;
    const room = await createRoom(db);
    const booker = await signIn(server);
    const other = await signIn(server);
    const { id: meetingId, bookingId } = await bookThroughMeeting(booker, room.id);

    const refused = await other.get(CANCEL, { id: bookingId });
    expect([refused.statusCode, envelope(refused).message]).toEqual([403, '只能取消自己的预订']);

    const cancelled = await booker.get(CANCEL, { id: bookingId });
    expect(cancelled.statusCode).toBe(200);
    expect(envelope(cancelled)).toEqual({ code: 1, message: '会议室取消成功', data: null });
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({ cancelled: true, cancelledBy: booker.user.id });
    expect(booking?.cancelledAt).toBeInstanceOf(Date);
    const [meeting] = await db.select().from(meetings).where(eq(meetings.id, meetingId));
    expect(meeting?.cancelled).toBe(true);

    await bookThroughMeeting(other, room.id);
  });

  it("lets an admin cancel anyone's booking", async () => {
    const db = server.database.db;
    const room = await createRoom(db);
    const booker = await signIn(server);
    const admin = await signIn(server, await createUser(db, { roles: ['admin'] }));
    const { bookingId } = await bookThroughMeeting(booker, room.id);
    const response = await admin.get(CANCEL, { id: bookingId });
    expect(response.statusCode).toBe(200);
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({ cancelled: true, cancelledBy: admin.user.id });
  });

  it('answers 404 for an unknown booking and 409 for one already cancelled', async () => {
    const caller = await signIn(server);
    const missing = await caller.get(CANCEL, { id: 999_999 });
    expect([missing.statusCode, envelope(missing).message]).toEqual([404, '预订不存在']);
    const booking = await createBooking(server.database.db, {
      userId: caller.user.id,
      startsAt: at(1, '10:00'),
      endsAt: at(1, '11:00'),
      cancelled: true,
    });
    const again = await caller.get(CANCEL, { id: booking.id });
    expect([again.statusCode, envelope(again).message]).toEqual([409, '该预订已取消']);
  });

  it('cancels a meeting under way but not one that has ended', async () => {
    const db = server.database.db;
    const caller = await signIn(server);
    const now = server.app.ctx.clock.now().getTime();
    const underWay = await createBooking(db, {
      userId: caller.user.id,
      startsAt: new Date(now - 30 * 60_000),
      endsAt: new Date(now + 30 * 60_000),
    });
    expect((await caller.get(CANCEL, { id: underWay.id })).statusCode).toBe(200);
    const ended = await createBooking(db, {
      userId: caller.user.id,
      startsAt: at(-1, '10:00'),
      endsAt: at(-1, '11:00'),
    });
    const refused = await caller.get(CANCEL, { id: ended.id });
    expect([refused.statusCode, envelope(refused).message]).toEqual([400, '会议已结束，不能取消']);
  });
});
