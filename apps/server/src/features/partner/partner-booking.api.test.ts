import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createRoom, createUser } from '../../../test/factories.ts';
import { envelope, signIn, useTestServer } from '../../../test/support.ts';
import { bookings } from '../bookings/schema.ts';
import { companyTimes } from '../bookings/test-times.ts';
import { meetings } from '../meetings/schema.ts';
import { inSeconds, mailNameOf, partnerClient, signHs256 } from './test-partner.ts';

// The partner app's create-meeting page books with the token alone: the create call, the room's
// day it checks the range against, and the attendee search answer the partner check.
const SECRET = 'the-partner-app-shares-this-hs256-secret';
const server = useTestServer({
  partner: { secret: SECRET, jwksUrl: null, mailDomain: 'example.com', issuer: null, audience: null },
});
const { day, text } = companyTimes(server);

async function partnerUser() {
  const user = await createUser(server.database.db);
  const userId = mailNameOf(user);
  const token = await signHs256(SECRET, { sub: userId, exp: inSeconds(300) });
  return { user, userId, token, client: partnerClient(server, { userId, token }) };
}

describe('booking from the partner app with a valid token and no portal session', () => {
  it('creates the meeting and its booking for the token’s employee', async () => {
    const db = server.database.db;
    const room = await createRoom(db);
    const { user, client } = await partnerUser();
    const response = await client.post('/meeting/create', {
      name: '合作方周会',
      roomId: room.id,
      startTime: text(1, '10:00'),
      endTime: text(1, '11:00'),
    });
    expect(response.statusCode).toBe(200);
    const { data } = envelope<{ id: number; bookingId: number }>(response);
    const [meeting] = await db.select().from(meetings).where(eq(meetings.id, data.id));
    expect(meeting).toMatchObject({ organizerId: user.id, roomId: room.id });
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, data.bookingId));
    expect(booking).toMatchObject({ userId: user.id, roomId: room.id });
  });

  it('answers the room’s day and the attendee search', async () => {
    const room = await createRoom(server.database.db, { name: '合作方 502' });
    const colleague = await createUser(server.database.db, { name: '合作同事' });
    const { client } = await partnerUser();
    const roomDay = await client.get('/meeting/room/day', { id: room.id, date: day(1) });
    expect(roomDay.statusCode).toBe(200);
    expect(envelope<{ name: string }>(roomDay).data.name).toBe('合作方 502');
    const found = await client.get('/new/api/oa/portal/searchEmployees', { keyword: '合作同事', limit: 20 });
    expect(found.statusCode).toBe(200);
    expect(envelope<{ email: string }[]>(found).data.map((person) => person.email)).toContain(
      colleague.email,
    );
  });

  it('refuses a forged token with code 302 and books nothing', async () => {
    const room = await createRoom(server.database.db);
    const { userId } = await partnerUser();
    const forged = await signHs256('another-secret-that-is-long-enough-to-sign', {
      sub: userId,
      exp: inSeconds(300),
    });
    const response = await partnerClient(server, { userId, token: forged }).post('/meeting/create', {
      name: '伪造',
      roomId: room.id,
      startTime: text(1, '12:00'),
      endTime: text(1, '13:00'),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: '302', error: 'partner.tokenInvalid' });
    const held = await server.database.db.select().from(bookings).where(eq(bookings.roomId, room.id));
    expect(held).toEqual([]);
  });

  it('still books with a portal session alone, as the portal page does', async () => {
    const room = await createRoom(server.database.db);
    const portal = await signIn(server);
    const response = await portal.post('/meeting/create', {
      name: '门户周会',
      roomId: room.id,
      startTime: text(1, '14:00'),
      endTime: text(1, '15:00'),
    });
    expect(response.statusCode).toBe(200);
  });
});
