import type { CalendarFeed } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createRoom, createUser } from '../../../test/factories.ts';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { companyTimes } from '../bookings/test-times.ts';
import { jobs } from '../jobs/schema.ts';
import { createMeetingRow } from '../meetings/test-factories.ts';
import { parsedCalendar } from './test-smtp.ts';

// No SMTP_URL here: the feed needs no mail, and no invitation is queued.
const server = useTestServer();
const { at, text } = companyTimes(server);

const feedCall = async (caller: Caller, call: 'mine' | 'renew', userEmail?: string) => {
  const response = await caller.post(`/meeting/calendar/feed/${call}`, userEmail ? { userEmail } : {});
  return { status: response.statusCode, feed: envelope<CalendarFeed>(response).data };
};
/** Reads a feed as a calendar client would: no cookie, no marker. */
const read = (url: string) => server.app.inject({ method: 'GET', url: new URL(url).pathname });

describe('private calendar feed', () => {
  it('gives the owner an address once, listing the meetings they organize or attend', async () => {
    const db = server.database.db;
    const me = await signIn(server);
    const other = await createUser(db);
    const organized = await createMeetingRow(db, {
      organizerId: me.user.id,
      startsAt: at(1, '10:00'),
      endsAt: at(1, '11:00'),
    });
    const attended = await createMeetingRow(db, {
      organizerId: other.id,
      attendees: [me.user.email],
      startsAt: at(-3, '10:00'),
      endsAt: at(-3, '11:00'),
    });
    const cancelled = await createMeetingRow(db, {
      organizerId: me.user.id,
      startsAt: at(2, '10:00'),
      endsAt: at(2, '11:00'),
      cancelled: true,
    });
    const longAgo = await createMeetingRow(db, {
      organizerId: me.user.id,
      startsAt: at(-40, '10:00'),
      endsAt: at(-40, '11:00'),
    });
    const notMine = await createMeetingRow(db, {
      organizerId: other.id,
      startsAt: at(1, '12:00'),
      endsAt: at(1, '13:00'),
    });

    const first = await feedCall(me, 'mine');
    expect(first.status).toBe(200);
    expect(first.feed.url).toMatch(/^http:\/\/[^/]+\/meeting\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    // Only the hash is kept: the address is shown once.
    expect((await feedCall(me, 'mine')).feed.url).toBeNull();

    const response = await read(first.feed.url as string);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    const { method, events } = parsedCalendar(response.body);
    expect(method).toBe('PUBLISH');
    const uids = events.map((event) => event.uid).sort();
    const uid = (id: number) => `meeting-${id}@staff-portal.invalid`;
    expect(uids).toEqual([uid(organized.id), uid(attended.id)].sort());
    for (const id of [cancelled.id, longAgo.id, notMine.id]) expect(uids).not.toContain(uid(id));
    const event = events.find((item) => item.uid === uid(organized.id));
    expect(new Date(event?.start as Date).toISOString()).toBe(at(1, '10:00').toISOString());
  });

  it('answers 404 alike for unknown, malformed and revoked tokens; renewing ends the old address', async () => {
    const me = await signIn(server);
    const { feed } = await feedCall(me, 'mine');
    const url = feed.url as string;
    expect((await read(url)).statusCode).toBe(200);

    const unknown = await read(url.replace(/[A-Za-z0-9_-]{43}/, 'A'.repeat(43)));
    const malformed = await server.app.inject({ method: 'GET', url: '/meeting/calendar/feed/x.ics' });
    expect(unknown.statusCode).toBe(404);
    expect(malformed.statusCode).toBe(404);
    expect(malformed.body).toBe(unknown.body);

    const renewed = await feedCall(me, 'renew');
    expect(renewed.feed.url).not.toBe(url);
    expect((await read(url)).statusCode).toBe(404);
    expect((await read(renewed.feed.url as string)).statusCode).toBe(200);

    expect((await me.post('/meeting/calendar/feed/revoke', {})).statusCode).toBe(200);
    const revoked = await read(renewed.feed.url as string);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.body).toBe(unknown.body);
  });

  it("refuses to renew or revoke someone else's feed", async () => {
    const owner = await signIn(server);
    const intruder = await signIn(server);
    const { feed } = await feedCall(owner, 'mine');
    expect((await feedCall(intruder, 'renew', owner.user.email)).status).toBe(403);
    const revoke = await intruder.post('/meeting/calendar/feed/revoke', { userEmail: owner.user.email });
    expect(revoke.statusCode).toBe(403);
    expect((await read(feed.url as string)).statusCode).toBe(200);
  });

  it('queues no invitation without SMTP_URL', async () => {
    const organizer = await signIn(server);
    const attendee = await createUser(server.database.db);
    const room = await createRoom(server.database.db);
    const response = await organizer.post('/meeting/create', {
      name: '周会',
      roomId: room.id,
      startTime: text(5, '10:00'),
      endTime: text(5, '11:00'),
      attendees: [attendee.email],
    });
    expect(response.statusCode).toBe(200);
    expect(await server.database.db.select().from(jobs)).toEqual([]);
  });
});
