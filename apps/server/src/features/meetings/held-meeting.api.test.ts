import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { companyTimes } from '../bookings/test-times.ts';
import { jobs } from '../jobs/schema.ts';
import { messages } from '../messages/schema.ts';

// Mail is configured so that the test shows a past meeting queues no iCalendar invitation.
const server = useTestServer({
  mail: { smtpUrl: 'smtp://127.0.0.1:1', from: 'Staff portal <portal@example.com>', domain: 'example.com' },
});
const { day } = companyTimes(server);

const createHeld = (caller: Caller, body: Record<string, unknown>) =>
  caller.post('/meeting/minutes/create', {
    name: '走廊碰头会',
    date: day(-2),
    startTime: '15:00',
    endTime: '15:30',
    attendees: [],
    content: '',
    minutes: '<p>结论</p>',
    ...body,
  });

const refusal = (response: Awaited<ReturnType<Caller['post']>>) => [
  response.statusCode,
  envelope(response).error,
];

describe('minutes of a meeting held without a booking', () => {
  it('records the meeting with no room, the caller organizing and recording, attendees told in-app only', async () => {
    const author = await signIn(server);
    const attendee = await signIn(server);
    const stranger = await signIn(server);
    const created = await createHeld(author, {
      attendees: [attendee.user.email.toUpperCase(), author.user.email],
      content: '临时讨论',
      minutes: '<p onclick="x()">结论<script>alert(1)</script></p>',
    });
    expect(created.statusCode).toBe(200);
    expect(envelope(created).message).toBe('会议纪要已创建');
    const { id } = envelope<{ id: number }>(created).data;

    const detail = envelope<Record<string, unknown>>(await author.get('/meeting/detail', { id })).data;
    expect(detail).toMatchObject({
      name: '走廊碰头会',
      start_time: `${day(-2)} 15:00:00`,
      end_time: `${day(-2)} 15:30:00`,
      status: 4,
      room: null,
      content: '临时讨论',
      minutes: '<p>结论</p>',
      organizer: expect.objectContaining({ email: author.user.email }),
      recorder: expect.objectContaining({ email: author.user.email }),
      // Held and ended: its minutes are the author's to write; its time and people no longer change.
      rights: expect.objectContaining({ canEdit: false, canCancel: false, canWriteMinutes: true }),
    });
    const seenByAttendee = envelope<{ rights: Record<string, boolean> }>(
      await attendee.get('/meeting/detail', { id }),
    ).data;
    expect(seenByAttendee.rights).toMatchObject({ canEdit: false, canWriteMinutes: false });
    expect(refusal(await stranger.get('/meeting/detail', { id }))).toEqual([403, 'meeting.notVisible']);
    // Only the author edits the minutes.
    expect(refusal(await attendee.post('/meeting/minutes/save', { id, minutes: '<p>改</p>' }))).toEqual([
      403,
      'meeting.recorderOnly',
    ]);
    const edited = await author.post('/meeting/minutes/save', { id, minutes: '<p>补充</p>' });
    expect(envelope<{ minutes: string }>(edited).data.minutes).toBe('<p>补充</p>');

    const told = await server.database.db
      .select()
      .from(messages)
      .where(eq(messages.userId, attendee.user.id));
    expect(told.map((row) => [row.title, row.linkUrl])).toEqual([
      ['会议纪要：走廊碰头会', `/#/meeting/meetingDetail?id=${id}`],
    ]);
    const authorTold = await server.database.db
      .select()
      .from(messages)
      .where(eq(messages.userId, author.user.id));
    expect(authorTold).toEqual([]);
    expect(await server.database.db.select().from(jobs)).toEqual([]);

    const minutesList = envelope<{ list: { id: number }[] }>(
      await attendee.post('/meeting/list', { listType: 'mine', status: 4 }),
    ).data.list;
    expect(minutesList.map((row) => row.id)).toContain(id);
  });

  it('accepts today and a year back, refuses the future, older days and impossible times', async () => {
    const author = await signIn(server);
    expect(
      (await createHeld(author, { date: day(0), startTime: '00:00', endTime: '00:30' })).statusCode,
    ).toBe(200);
    expect((await createHeld(author, { date: day(-365) })).statusCode).toBe(200);
    expect(refusal(await createHeld(author, { date: day(1) }))).toEqual([400, 'meeting.heldDayRange']);
    expect(refusal(await createHeld(author, { date: day(-366) }))).toEqual([400, 'meeting.heldDayRange']);
    expect(refusal(await createHeld(author, { date: '2026-02-30' }))).toEqual([400, 'date.format']);
    expect(refusal(await createHeld(author, { startTime: '16:00', endTime: '15:00' }))).toEqual([
      400,
      'time.endAfterStart',
    ]);
    expect(refusal(await createHeld(author, { startTime: '24:00' }))).toEqual([400, 'time.format']);
    expect(refusal(await createHeld(author, { name: '  ' }))).toEqual([400, 'meeting.nameRequired']);
    expect(refusal(await createHeld(author, { minutes: '  ' }))).toEqual([400, 'meeting.minutesRequired']);
    // Minutes that sanitize to nothing are no minutes.
    expect(refusal(await createHeld(author, { minutes: '<script>x</script>' }))).toEqual([
      400,
      'meeting.minutesRequired',
    ]);
    const unknown = await createHeld(author, { attendees: ['ghost@example.com'] });
    expect([unknown.statusCode, envelope(unknown).message]).toEqual([400, '参会人不存在：ghost@example.com']);
    expect(refusal(await createHeld(author, { attendees: ['not-an-email'] }))).toEqual([
      400,
      'meeting.attendeeEmail',
    ]);
  });

  it('is for signed-in employees only', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/meeting/minutes/create',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      payload: JSON.stringify({
        name: 'x',
        date: day(-1),
        startTime: '10:00',
        endTime: '11:00',
        minutes: 'x',
      }),
    });
    expect(response.statusCode).toBe(401);
  });
});
