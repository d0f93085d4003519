import type { MeetingAction } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { companyTimes } from '../bookings/test-times.ts';
import { messages } from '../messages/schema.ts';
import { createMeetingRow } from './test-factories.ts';

const server = useTestServer();
const { at, day } = companyTimes(server);

/** An ended meeting: organizer, an attendee, and a stranger, all signed in. */
async function endedMeeting(values: { recorderId?: number } = {}) {
  const organizer = await signIn(server);
  const attendee = await signIn(server);
  const stranger = await signIn(server);
  const meeting = await createMeetingRow(server.database.db, {
    organizerId: organizer.user.id,
    attendees: [attendee.user.email],
    startsAt: at(-1, '10:00'),
    endsAt: at(-1, '11:00'),
    name: '复盘会',
    ...values,
  });
  return { organizer, attendee, stranger, meeting };
}

const saveMinutes = (caller: Caller, body: Record<string, unknown>) =>
  caller.post('/meeting/minutes/save', body);
const saveAction = (caller: Caller, body: Record<string, unknown>) =>
  caller.post('/meeting/action/save', { title: '整理需求', dueDate: day(7), ...body });
const setStatus = (caller: Caller, body: Record<string, unknown>) =>
  caller.post('/meeting/action/status', body);

describe('minutes', () => {
  it('the organizer assigns the recorder; only the recorder writes; the HTML is sanitized', async () => {
    const { organizer, attendee, stranger, meeting } = await endedMeeting();
    // Nobody is the recorder yet: even the organizer may not write.
    const early = await saveMinutes(organizer, { id: meeting.id, minutes: '<p>x</p>' });
    expect([early.statusCode, envelope(early).error]).toEqual([403, 'meeting.recorderOnly']);
    const notOrganizer = await saveMinutes(attendee, { id: meeting.id, recorderEmail: attendee.user.email });
    expect([notOrganizer.statusCode, envelope(notOrganizer).error]).toEqual([403, 'meeting.recorderOnly']);
    const unknown = await saveMinutes(organizer, { id: meeting.id, recorderEmail: 'ghost@example.com' });
    expect([unknown.statusCode, envelope(unknown).message]).toEqual([400, '记录人不存在：ghost@example.com']);

    const assigned = await saveMinutes(organizer, {
      id: meeting.id,
      recorderEmail: attendee.user.email.toUpperCase(),
    });
    expect(envelope(assigned).data).toEqual({ minutes: '', minutesTime: null });
    const told = await server.database.db
      .select()
      .from(messages)
      .where(eq(messages.userId, attendee.user.id));
    expect(told.map((row) => row.title)).toEqual(['你被指定为会议记录人：复盘会']);

    const byOrganizer = await saveMinutes(organizer, { id: meeting.id, minutes: '<p>x</p>' });
    expect(byOrganizer.statusCode).toBe(403);
    const byStranger = await saveMinutes(stranger, { id: meeting.id, minutes: '<p>x</p>' });
    expect([byStranger.statusCode, envelope(byStranger).error]).toEqual([403, 'meeting.notVisible']);

    const written = await saveMinutes(attendee, {
      id: meeting.id,
      minutes: '<p onclick="steal()">结论<script>alert(1)</script></p><a href="javascript:x">链接</a>',
    });
    expect(written.statusCode).toBe(200);
    const { data } = envelope<{ minutes: string; minutesTime: string | null }>(written);
    expect(data.minutes).toBe('<p>结论</p><a>链接</a>');
    expect(data.minutesTime).not.toBeNull();
    const shown = await organizer.get('/meeting/detail', { id: meeting.id });
    expect(envelope<{ status: number; minutes: string }>(shown).data).toMatchObject({
      status: 4,
      minutes: data.minutes,
    });

    // Emptied minutes: the meeting reads as ended again.
    await saveMinutes(attendee, { id: meeting.id, minutes: '  ' });
    expect(
      envelope<{ status: number }>(await organizer.get('/meeting/detail', { id: meeting.id })).data.status,
    ).toBe(3);
  });

  it('minutes keep pictures of our own files and drop any from another host', async () => {
    const { organizer, meeting } = await endedMeeting();
    await saveMinutes(organizer, { id: meeting.id, recorderEmail: organizer.user.email });
    const written = await saveMinutes(organizer, {
      id: meeting.id,
      minutes:
        '<p>白板<img src="/file/content/board.png" alt="白板"></p><p>像素<img src="https://tracker.example.com/p.gif?r=1"></p>',
    });
    const kept = '<p>白板<img src="/file/content/board.png" alt="白板" /></p><p>像素</p>';
    expect(envelope<{ minutes: string }>(written).data.minutes).toBe(kept);
    const shown = await organizer.get('/meeting/detail', { id: meeting.id });
    expect(envelope<{ minutes: string }>(shown).data.minutes).toBe(kept);
  });

  it('the organizer may make themselves the recorder and write in one call; nothing to save is 400', async () => {
    const { organizer, meeting } = await endedMeeting();
    const both = await saveMinutes(organizer, {
      id: meeting.id,
      recorderEmail: organizer.user.email,
      minutes: '<p>好</p>',
    });
    expect(envelope(both).data).toMatchObject({ minutes: '<p>好</p>' });
    const nothing = await saveMinutes(organizer, { id: meeting.id });
    expect([nothing.statusCode, envelope(nothing).error]).toEqual([400, 'meeting.minutesNothing']);
  });
});

describe('action plan', () => {
  it('organizer or recorder create and rewrite actions; owners are told; others get 403', async () => {
    const recorder = await createUser(server.database.db);
    const { organizer, attendee, stranger, meeting } = await endedMeeting({ recorderId: recorder.id });
    const recorderCaller = await signIn(server, recorder);

    const byAttendee = await saveAction(attendee, {
      meetingId: meeting.id,
      ownerEmails: [attendee.user.email],
    });
    expect([byAttendee.statusCode, envelope(byAttendee).error]).toEqual([403, 'meeting.actionManagersOnly']);
    const byStranger = await saveAction(stranger, {
      meetingId: meeting.id,
      ownerEmails: [stranger.user.email],
    });
    expect([byStranger.statusCode, envelope(byStranger).error]).toEqual([403, 'meeting.notVisible']);
    const unknown = await saveAction(organizer, {
      meetingId: meeting.id,
      ownerEmails: ['ghost@example.com'],
    });
    expect(envelope(unknown).message).toBe('负责人不存在：ghost@example.com');
    const badDate = await saveAction(organizer, {
      meetingId: meeting.id,
      ownerEmails: [attendee.user.email],
      dueDate: '2030-02-30',
    });
    expect([badDate.statusCode, envelope(badDate).error]).toEqual([400, 'date.format']);

    const created = await saveAction(organizer, {
      meetingId: meeting.id,
      ownerEmails: [attendee.user.email],
    });
    expect(created.statusCode).toBe(200);
    const action = envelope<MeetingAction>(created).data;
    expect(action).toMatchObject({
      meetingId: meeting.id,
      meetingName: '复盘会',
      title: '整理需求',
      owners: [{ email: attendee.user.email, name: attendee.user.name }],
      dueDate: day(7),
      status: 'todo',
      overdue: false,
    });

    const rewritten = await saveAction(recorderCaller, {
      meetingId: meeting.id,
      id: action.id,
      title: '整理并评审需求',
      ownerEmails: [attendee.user.email, stranger.user.email],
      dueDate: day(-1),
    });
    expect(envelope<MeetingAction>(rewritten).data).toMatchObject({ title: '整理并评审需求', overdue: true });
    const told = await server.database.db
      .select()
      .from(messages)
      .where(eq(messages.userId, stranger.user.id));
    expect(told.map((row) => row.title)).toEqual(['你有新的行动计划：整理并评审需求']);
    // An owner now sees the meeting.
    expect((await stranger.get('/meeting/detail', { id: meeting.id })).statusCode).toBe(200);

    // An action id of another meeting is unknown here (IDOR).
    const elsewhere = await endedMeeting();
    const foreign = await saveAction(elsewhere.organizer, {
      meetingId: elsewhere.meeting.id,
      id: action.id,
      ownerEmails: [elsewhere.organizer.user.email],
    });
    expect([foreign.statusCode, envelope(foreign).error]).toEqual([404, 'meeting.actionNotFound']);
  });

  it('only an owner sets status and progress; my actions lists owned and followed, overdue flagged', async () => {
    const { organizer, attendee, stranger, meeting } = await endedMeeting();
    const overdue = envelope<MeetingAction>(
      await saveAction(organizer, {
        meetingId: meeting.id,
        ownerEmails: [attendee.user.email],
        dueDate: day(-2),
        title: '逾期',
      }),
    ).data;
    const later = envelope<MeetingAction>(
      await saveAction(organizer, {
        meetingId: meeting.id,
        ownerEmails: [attendee.user.email],
        dueDate: day(5),
        title: '未到期',
      }),
    ).data;

    for (const caller of [organizer, stranger]) {
      const refused = await setStatus(caller, { id: overdue.id, status: 'done' });
      expect([refused.statusCode, envelope(refused).error]).toEqual([403, 'meeting.actionOwnerOnly']);
    }
    const missing = await setStatus(attendee, { id: 2_000_000_000, status: 'done' });
    expect(missing.statusCode).toBe(404);
    const doing = await setStatus(attendee, { id: later.id, status: 'doing', progress: '已完成一半' });
    expect(envelope<MeetingAction>(doing).data).toMatchObject({ status: 'doing', progress: '已完成一半' });
    const bad = await setStatus(attendee, { id: later.id, status: 'finished' });
    expect([bad.statusCode, envelope(bad).error]).toEqual([400, 'meeting.actionStatus']);

    type Page = { list: MeetingAction[]; total: number };
    const mine = envelope<Page>(await attendee.post('/meeting/action/my', {})).data;
    expect(mine.list.map((row) => [row.title, row.overdue])).toEqual([
      ['逾期', true],
      ['未到期', false],
    ]);
    const followed = envelope<Page>(await organizer.post('/meeting/action/my', { scope: 'followed' })).data;
    expect(followed.total).toBe(2);
    expect(envelope<Page>(await organizer.post('/meeting/action/my', {})).data.total).toBe(0);
    const doingOnly = envelope<Page>(await attendee.post('/meeting/action/my', { status: 'doing' })).data;
    expect(doingOnly.list.map((row) => row.title)).toEqual(['未到期']);

    // Done is never overdue.
    const done = await setStatus(attendee, { id: overdue.id, status: 'done' });
    expect(envelope<MeetingAction>(done).data.overdue).toBe(false);
  });

  it('a cancelled meeting offers and takes no change: every right is no, every write 409', async () => {
    const organizer = await signIn(server);
    const owner = await signIn(server);
    const meeting = await createMeetingRow(server.database.db, {
      organizerId: organizer.user.id,
      recorderId: organizer.user.id,
      attendees: [owner.user.email],
      startsAt: at(1, '10:00'),
      endsAt: at(1, '11:00'),
    });
    const rightsOf = async (caller: Caller) =>
      envelope<{ rights: Record<string, boolean> }>(await caller.get('/meeting/detail', { id: meeting.id }))
        .data.rights;
    const action = envelope<MeetingAction>(
      await saveAction(organizer, { meetingId: meeting.id, ownerEmails: [owner.user.email] }),
    ).data;
    expect(await rightsOf(organizer)).toEqual({
      canEdit: true,
      canCancel: true,
      canWriteMinutes: true,
      canAssignRecorder: true,
      canManageActions: true,
      canReportActions: false,
    });
    expect((await rightsOf(owner)).canReportActions).toBe(true);

    expect((await organizer.post('/meeting/cancel', { id: meeting.id })).statusCode).toBe(200);
    for (const caller of [organizer, owner]) {
      expect(Object.values(await rightsOf(caller))).toEqual([false, false, false, false, false, false]);
    }
    const refusals = [
      await organizer.post('/meeting/update', {
        id: meeting.id,
        name: '改',
        roomId: null,
        startTime: `${day(1)} 10:00:00`,
        endTime: `${day(1)} 11:00:00`,
      }),
      await organizer.post('/meeting/cancel', { id: meeting.id }),
      await saveMinutes(organizer, { id: meeting.id, minutes: '<p>x</p>' }),
      await saveMinutes(organizer, { id: meeting.id, recorderEmail: owner.user.email }),
      await saveAction(organizer, { meetingId: meeting.id, ownerEmails: [owner.user.email] }),
      await saveAction(organizer, { meetingId: meeting.id, id: action.id, ownerEmails: [owner.user.email] }),
      await setStatus(owner, { id: action.id, status: 'done', progress: '' }),
    ];
    for (const refusal of refusals) {
      expect([refusal.statusCode, envelope(refusal).error, envelope(refusal).message]).toEqual([
        409,
        'meeting.alreadyCancelled',
        '该会议已取消，不能再修改',
      ]);
    }
  });
});
