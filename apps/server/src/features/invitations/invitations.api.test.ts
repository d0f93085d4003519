import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createRoom, createUser } from '../../../test/factories.ts';
import { type Caller, envelope, eventually, signIn, useTestServer } from '../../../test/support.ts';
import { buildApp } from '../../app.ts';
import { companyTimes } from '../bookings/test-times.ts';
import { jobs } from '../jobs/schema.ts';
import { meetings } from '../meetings/schema.ts';
import { attendeeEmails, invitationOf, mailsTo, useSmtpServer } from './test-smtp.ts';

const smtp = useSmtpServer();
const server = useTestServer({
  mail: smtp.mail,
  jobs: { maxAttempts: 5, retryBaseMs: 100, leaseMs: 2_000, pollMs: 1_000 },
});
const { text, at } = companyTimes(server);

async function createMeeting(caller: Caller, fields: Record<string, unknown>) {
  const response = await caller.post('/meeting/create', {
    name: '周会',
    roomId: fields.roomId ?? (await createRoom(server.database.db)).id,
    startTime: text(1, '10:00'),
    endTime: text(1, '11:00'),
    ...fields,
  });
  expect(response.statusCode).toBe(200);
  return envelope<{ id: number }>(response).data.id;
}

/** The mails `email` has received once there are `count` of them. */
const mailsOnceThere = (email: string, count: number) =>
  eventually(async () => {
    const mails = mailsTo(smtp.received, email);
    expect(mails.length).toBeGreaterThanOrEqual(count);
    return mails;
  }, 10_000);

const jobCount = async () => (await server.database.db.select({ id: jobs.id }).from(jobs)).length;

describe('email invitations', () => {
  it('invites, updates and cancels with one UID, a rising SEQUENCE and the right times, in each language', async () => {
    const db = server.database.db;
    const room = await createRoom(db, { name: '星河厅' });
    const organizer = await signIn(server);
    const zh = await createUser(db);
    const en = await createUser(db, { language: 'en' });
    const id = await createMeeting(organizer, {
      name: '<b>评审</b> & co',
      roomId: room.id,
      attendees: [zh.email, en.email],
    });
    const uid = `meeting-${id}@example.com`;

    const [toZh] = await mailsOnceThere(zh.email, 1);
    const [toEn] = await mailsOnceThere(en.email, 1);
    if (!toZh || !toEn) throw new Error('no mail');
    expect(toZh.subject).toBe('会议邀请：<b>评审</b> & co');
    expect(toEn.subject).toBe('Meeting invitation: <b>评审</b> & co');
    // The name reaches the HTML body escaped, never as markup.
    expect(toZh.html).not.toContain('<b>评审');
    expect(toZh.html).toContain('&#60;b&#62;评审');
    const invited = invitationOf(toZh);
    expect(invited.method).toBe('REQUEST');
    const [event] = invited.events;
    if (!event) throw new Error('no event');
    expect(event.uid).toBe(uid);
    expect(Number(event.sequence)).toBe(0);
    expect(new Date(event.start).toISOString()).toBe(at(1, '10:00').toISOString());
    expect(new Date(event.end as Date).toISOString()).toBe(at(1, '11:00').toISOString());
    expect(event.location).toBe('星河厅');
    expect(attendeeEmails(event)).toEqual([zh.email, en.email].map((email) => email.toLowerCase()).sort());
    expect(JSON.stringify(event.organizer)).toContain(organizer.user.email);
    // Times travel in UTC, so any calendar places them in its own zone.
    expect(invited.text).toMatch(/DTSTART:\d{8}T\d{6}Z/);

    const moved = await organizer.post('/meeting/update', {
      id,
      name: '<b>评审</b> & co',
      roomId: room.id,
      startTime: text(1, '14:00'),
      endTime: text(1, '15:30'),
      attendees: [zh.email, en.email],
    });
    expect(moved.statusCode).toBe(200);
    const changed = (await mailsOnceThere(en.email, 2))[1];
    if (!changed) throw new Error('no mail');
    expect(changed.subject).toBe('Meeting changed: <b>评审</b> & co');
    const update = invitationOf(changed);
    expect(update.method).toBe('REQUEST');
    expect(update.events[0]?.uid).toBe(uid);
    expect(Number(update.events[0]?.sequence)).toBe(1);
    expect(new Date(update.events[0]?.start as Date).toISOString()).toBe(at(1, '14:00').toISOString());
    expect(new Date(update.events[0]?.end as Date).toISOString()).toBe(at(1, '15:30').toISOString());

    expect((await organizer.post('/meeting/cancel', { id })).statusCode).toBe(200);
    const cancelled = (await mailsOnceThere(zh.email, 3))[2];
    if (!cancelled) throw new Error('no mail');
    const cancel = invitationOf(cancelled);
    expect(cancel.method).toBe('CANCEL');
    expect(cancel.events[0]?.uid).toBe(uid);
    expect(Number(cancel.events[0]?.sequence)).toBe(2);
    expect(cancel.events[0]?.status).toBe('CANCELLED');
  });

  it('tells a person taken off the list that it is cancelled for them', async () => {
    const organizer = await signIn(server);
    const stays = await createUser(server.database.db);
    const leaves = await createUser(server.database.db);
    const id = await createMeeting(organizer, {
      startTime: text(2, '10:00'),
      endTime: text(2, '11:00'),
      attendees: [stays.email, leaves.email],
    });
    await mailsOnceThere(leaves.email, 1);
    const [meeting] = await server.database.db.select().from(meetings).where(eq(meetings.id, id));
    const response = await organizer.post('/meeting/update', {
      id,
      name: '周会',
      roomId: meeting?.roomId,
      startTime: text(2, '10:00'),
      endTime: text(2, '11:00'),
      attendees: [stays.email],
    });
    expect(response.statusCode).toBe(200);
    const removal = (await mailsOnceThere(leaves.email, 2))[1];
    if (!removal) throw new Error('no mail');
    const { method, events, text: ics } = invitationOf(removal);
    expect(method).toBe('CANCEL');
    expect(attendeeEmails(events[0] as never)).toEqual([leaves.email.toLowerCase()]);
    // Cancelled for that person only (RFC 5546 §3.2.5): the event itself is not.
    expect(events[0]?.status).toBeUndefined();
    expect(ics).not.toContain('STATUS:');
    expect(invitationOf((await mailsOnceThere(stays.email, 2))[1] as never).method).toBe('REQUEST');
  });

  it('queues nothing for a change that is refused', async () => {
    const db = server.database.db;
    const room = await createRoom(db);
    const organizer = await signIn(server);
    const attendee = await createUser(db);
    await createMeeting(organizer, {
      roomId: room.id,
      startTime: text(3, '10:00'),
      endTime: text(3, '11:00'),
    });
    const before = await jobCount();
    const taken = await organizer.post('/meeting/create', {
      name: '冲突',
      roomId: room.id,
      startTime: text(3, '10:30'),
      endTime: text(3, '11:30'),
      attendees: [attendee.email],
    });
    expect(taken.statusCode).toBe(409);
    expect(await jobCount()).toBe(before);
    expect(mailsTo(smtp.received, attendee.email)).toEqual([]);
  });

  it('retries a mail the server refuses, and delivers it later', async () => {
    const organizer = await signIn(server);
    const attendee = await createUser(server.database.db);
    smtp.refuse = 2;
    smtp.refused = 0;
    const id = await createMeeting(organizer, {
      startTime: text(4, '10:00'),
      endTime: text(4, '11:00'),
      attendees: [attendee.email],
    });
    const [mail] = await mailsOnceThere(attendee.email, 1);
    expect(invitationOf(mail as never).events[0]?.uid).toBe(`meeting-${id}@example.com`);
    expect(smtp.refused).toBe(2);
    const job = await eventually(async () => {
      const [row] = await server.database.db
        .select()
        .from(jobs)
        .where(sql`${jobs.payload} -> 'recipient' ->> 'email' = ${attendee.email.toLowerCase()}`);
      expect(row?.status).toBe('done');
      return row;
    });
    expect(job?.attempts).toBe(3);
    expect(job?.lastError).toMatch(/451/);
  });

  it('after a restart, sends what was pending and what a dead worker held', async () => {
    const db = server.database.db;
    const [done] = await db.select().from(jobs).where(eq(jobs.status, 'done')).limit(1);
    if (!done) throw new Error('no delivered job to copy');
    await server.app.close();
    const pending = await createUser(db);
    const held = await createUser(db);
    const payloadFor = (email: string) => ({
      ...(done.payload as object),
      recipient: { email: email.toLowerCase(), language: 'zh' },
    });
    await db.insert(jobs).values([
      { kind: done.kind, payload: payloadFor(pending.email) },
      // Taken by a worker that died: its lease ran out a moment ago.
      {
        kind: done.kind,
        payload: payloadFor(held.email),
        status: 'running',
        attempts: 1,
        runAt: new Date(Date.now() - 1_000),
      },
    ]);
    server.app = await buildApp({ config: server.app.ctx.config, database: server.database });
    await mailsOnceThere(pending.email, 1);
    await mailsOnceThere(held.email, 1);
  });
});
