import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { companyTimes } from '../bookings/test-times.ts';
import { createActionRow, createMeetingRow } from './test-factories.ts';

const server = useTestServer();
const { at, day } = companyTimes(server);

const redDot = async (caller: Caller, userEmail = caller.user.email) =>
  envelope<boolean>(await caller.get('/meeting/process/existNotice', { userEmail })).data;
const clear = (caller: Caller) =>
  caller.get('/meeting/process/clearNotice', { userEmail: caller.user.email });
const longAgo = new Date(Date.now() - 30 * 86_400_000);

describe('red dot', () => {
  it('lights for a new invitation, clears, and lights again only for something newer', async () => {
    const db = server.database.db;
    const me = await signIn(server);
    const other = await createUser(db);
    expect(await redDot(me)).toBe(false);
    await createMeetingRow(db, {
      organizerId: other.id,
      attendees: [me.user.email],
      startsAt: at(1, '10:00'),
      endsAt: at(1, '11:00'),
    });
    expect(await redDot(me)).toBe(true);
    expect((await clear(me)).statusCode).toBe(200);
    expect(await redDot(me)).toBe(false);
    // Clearing twice is fine; a cancelled or past invitation does not count.
    await clear(me);
    await createMeetingRow(db, {
      organizerId: other.id,
      attendees: [me.user.email],
      startsAt: at(1, '12:00'),
      endsAt: at(1, '13:00'),
      cancelled: true,
    });
    await createMeetingRow(db, {
      organizerId: other.id,
      attendees: [me.user.email],
      startsAt: at(-1, '12:00'),
      endsAt: at(-1, '13:00'),
    });
    expect(await redDot(me)).toBe(false);
    await createMeetingRow(db, {
      organizerId: other.id,
      attendees: [me.user.email],
      startsAt: at(2, '10:00'),
      endsAt: at(2, '11:00'),
    });
    expect(await redDot(me)).toBe(true);
  });

  it('lights for minutes I owe and for an open action given to me; not for my own meeting', async () => {
    const db = server.database.db;
    const recorder = await signIn(server);
    const owner = await signIn(server);
    const organizer = await signIn(server);
    await createMeetingRow(db, {
      organizerId: organizer.user.id,
      attendees: [organizer.user.email],
      startsAt: at(1, '10:00'),
      endsAt: at(1, '11:00'),
    });
    expect(await redDot(organizer)).toBe(false);

    await createMeetingRow(db, {
      organizerId: organizer.user.id,
      recorderId: recorder.user.id,
      startsAt: at(-1, '10:00'),
      endsAt: at(-1, '11:00'),
    });
    expect(await redDot(recorder)).toBe(true);
    // Recorded minutes owe nothing.
    await clear(recorder);
    await createMeetingRow(db, {
      organizerId: organizer.user.id,
      recorderId: recorder.user.id,
      startsAt: new Date(Date.now() - 120_000),
      endsAt: new Date(Date.now() - 60_000),
      minutes: '<p>好</p>',
    });
    expect(await redDot(recorder)).toBe(false);

    const meeting = await createMeetingRow(db, {
      organizerId: organizer.user.id,
      startsAt: at(-2, '10:00'),
      endsAt: at(-2, '11:00'),
    });
    await createActionRow(db, {
      meetingId: meeting.id,
      createdBy: organizer.user.id,
      ownerIds: [owner.user.id],
      dueDate: day(1),
      status: 'done',
    });
    await createActionRow(db, {
      meetingId: meeting.id,
      createdBy: organizer.user.id,
      ownerIds: [owner.user.id],
      dueDate: day(1),
      assignedAt: longAgo,
    });
    expect(await redDot(owner)).toBe(true);
    await clear(owner);
    expect(await redDot(owner)).toBe(false);
  });

  it("refuses another user's email", async () => {
    const me = await signIn(server);
    for (const path of [
      '/meeting/process/existNotice',
      '/meeting/process/clearNotice',
      '/meeting/getFrequentlyUsePersonnel',
    ]) {
      const response = await me.get(path, { userEmail: 'someone.else@example.com' });
      expect([response.statusCode, envelope(response).error]).toEqual([403, 'meeting.otherEmail']);
    }
  });
});

describe('frequently used personnel', () => {
  it('the people I invite most, then most recently, at most 10, never myself', async () => {
    const db = server.database.db;
    const me = await signIn(server);
    const people = await Promise.all(Array.from({ length: 12 }, () => createUser(db)));
    const emails = people.map((person) => person.email);
    const meet = (offset: number, attendees: string[]) =>
      createMeetingRow(db, {
        organizerId: me.user.id,
        attendees,
        startsAt: at(offset, '10:00'),
        endsAt: at(offset, '11:00'),
      });
    const [first, second, ...rest] = emails as [string, string, ...string[]];
    await meet(-4, [first]);
    await meet(-3, [me.user.email, first, second]);
    await meet(-2, [first, second]);
    await meet(-1, rest);
    // Someone else's meeting does not count.
    await createMeetingRow(db, {
      organizerId: people[11]?.id as number,
      attendees: [rest[0] as string, me.user.email],
      startsAt: at(-1, '12:00'),
      endsAt: at(-1, '13:00'),
    });

    const response = await me.get('/meeting/getFrequentlyUsePersonnel', { userEmail: me.user.email });
    const answer = envelope<string[]>(response).data;
    expect(answer).toEqual([first, second, ...[...rest].sort().slice(0, 8)]);
    expect(answer).not.toContain(me.user.email);
  });
});

describe('employee look-ups', () => {
  it('getEmployeesByStr takes comma-joined emails; /hrm answers email, name and department', async () => {
    const db = server.database.db;
    const me = await signIn(server);
    const colleague = await createUser(db, { department: '研发中心/平台部' });
    const byStr = await me.post('/new/api/oa/portal/getEmployeesByStr', {
      email: ` ${colleague.email.toUpperCase()} ,ghost@example.com,,${me.user.email}`,
    });
    expect(
      envelope<{ email: string }[]>(byStr)
        .data.map((row) => row.email)
        .sort(),
    ).toEqual([colleague.email, me.user.email].sort());
    const hrm = await me.post('/hrm/getEmployeesByEmailArray', [colleague.email]);
    expect(envelope(hrm).data).toEqual([
      { email: colleague.email, name: colleague.name, department: '研发中心/平台部' },
    ]);
  });
});
