import type { MeetingListItem } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createRoom, createUser } from '../../../test/factories.ts';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { companyTimes } from '../bookings/test-times.ts';
import { createActionRow, createMeetingRow } from './test-factories.ts';

const server = useTestServer();
const { text, at, day } = companyTimes(server);

type Page = { list: MeetingListItem[]; total: number };
const list = async (caller: Caller, filter: Record<string, unknown>) => {
  const response = await caller.post('/meeting/list', filter);
  return { status: response.statusCode, body: envelope<Page>(response) };
};
const names = (page: Page) => page.list.map((item) => item.name);

/**
 * One employee's world: meetings they organize, attend, record, own an action of, or have nothing
 * to do with, in every status.
 */
async function world() {
  const db = server.database.db;
  const me = await signIn(server);
  const other = await createUser(db);
  const room = await createRoom(db);
  const email = me.user.email;
  const make = (name: string, values: Partial<Parameters<typeof createMeetingRow>[1]>) =>
    createMeetingRow(db, {
      organizerId: other.id,
      startsAt: at(1, '10:00'),
      endsAt: at(1, '11:00'),
      name,
      ...values,
    });
  await make('我组织-将开', { organizerId: me.user.id, roomId: room.id });
  await make('我参加-进行中', {
    attendees: [email],
    startsAt: new Date(Date.now() - 600_000),
    endsAt: new Date(Date.now() + 600_000),
  });
  await make('我参加-已结束', { attendees: [email], startsAt: at(-2, '10:00'), endsAt: at(-2, '11:00') });
  await make('我记录-欠纪要', { recorderId: me.user.id, startsAt: at(-3, '10:00'), endsAt: at(-3, '11:00') });
  await make('我参加-有纪要', {
    attendees: [email],
    minutes: '<p>纪要</p>',
    startsAt: at(-4, '10:00'),
    endsAt: at(-4, '11:00'),
  });
  await make('我参加-已取消', { attendees: [email], cancelled: true });
  const owned = await make('我负责行动', { startsAt: at(-5, '10:00'), endsAt: at(-5, '11:00') });
  await createActionRow(db, {
    meetingId: owned.id,
    createdBy: other.id,
    ownerIds: [me.user.id],
    dueDate: day(3),
  });
  await make('与我无关', {});
  return { me, other, room };
}

describe('meeting list', () => {
  it('list types: created, mine, deal, all (admins see every meeting)', async () => {
    const { me } = await world();
    const page = async (listType: string) =>
      names((await list(me, { listType, pageSize: 100 })).body.data).sort();
    expect(await page('created')).toEqual(['我组织-将开']);
    expect(await page('mine')).toEqual(
      [
        '我组织-将开',
        '我参加-进行中',
        '我参加-已结束',
        '我记录-欠纪要',
        '我参加-有纪要',
        '我参加-已取消',
      ].sort(),
    );
    expect(await page('deal')).toEqual(['我记录-欠纪要', '我负责行动'].sort());
    expect(await page('all')).toEqual([...(await page('mine')), '我负责行动'].sort());
    const admin = await signIn(server, await createUser(server.database.db, { roles: ['admin'] }));
    expect(names((await list(admin, { listType: 'all', pageSize: 1000 })).body.data)).toContain('与我无关');
  });

  it('statuses are derived from the clock; status 7 counts my meetings not cancelled and not ended', async () => {
    const { me } = await world();
    const statusOf = async (name: string) =>
      (await list(me, { listType: 'all', content: name })).body.data.list[0]?.status;
    expect(await statusOf('我组织-将开')).toBe(1);
    expect(await statusOf('我参加-进行中')).toBe(2);
    expect(await statusOf('我参加-已结束')).toBe(3);
    expect(await statusOf('我参加-有纪要')).toBe(4);
    expect(await statusOf('我参加-已取消')).toBe(5);

    // The user menu's count: my meetings, status 7, page size 1000.
    const open = await list(me, {
      currentPage: 1,
      pageSize: 1000,
      listType: 'mine',
      status: 7,
      userEmail: me.user.email,
    });
    expect(open.body.data.total).toBe(2);
    expect(names(open.body.data).sort()).toEqual(['我组织-将开', '我参加-进行中'].sort());
    for (const [status, expected] of [
      [1, 1],
      [2, 1],
      [3, 2],
      [4, 1],
      [5, 1],
    ] as const) {
      expect((await list(me, { listType: 'mine', status })).body.data.total).toBe(expected);
    }
  });

  it('filters by text and time window, pages newest first, and blank filters mean none', async () => {
    const { me } = await world();
    const window = await list(me, {
      listType: 'mine',
      timeBegin: text(-4, '00:00'),
      timeEnd: text(-2, '10:30'),
    });
    expect(names(window.body.data)).toEqual(['我参加-已结束', '我记录-欠纪要', '我参加-有纪要']);
    expect(names((await list(me, { listType: 'mine', content: '纪要' })).body.data).sort()).toEqual(
      ['我记录-欠纪要', '我参加-有纪要'].sort(),
    );
    const blanks = await list(me, {
      listType: '',
      status: '',
      content: '',
      timeBegin: '',
      timeEnd: null,
      userEmail: '',
    });
    expect(blanks.body.data.total).toBe(6);

    const first = await list(me, { listType: 'mine', currentPage: 1, pageSize: 4 });
    const second = await list(me, { listType: 'mine', currentPage: 2, pageSize: 4 });
    expect([first.body.data.total, first.body.data.list.length, second.body.data.list.length]).toEqual([
      6, 4, 2,
    ]);
    const starts = [...first.body.data.list, ...second.body.data.list].map((item) => item.start_time);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('answers each item with room, organizer and counts', async () => {
    const { me, room } = await world();
    const [item] = (await list(me, { listType: 'created' })).body.data.list;
    expect(item).toMatchObject({
      room: { id: room.id, name: room.name },
      organizer: { email: me.user.email, name: me.user.name },
      attendeeCount: 0,
      actionCount: 0,
      openActionCount: 0,
    });
  });

  it("refuses another user's email (403) and bad filters (400)", async () => {
    const me = await signIn(server);
    const theirs = await list(me, { userEmail: 'someone.else@example.com' });
    expect([theirs.status, theirs.body.error]).toEqual([403, 'meeting.otherEmail']);
    for (const [filter, error] of [
      [{ pageSize: 1001 }, 'request.invalid'],
      [{ listType: 'everything' }, 'meeting.listType'],
      [{ status: 6 }, 'meeting.statusValue'],
      [{ timeBegin: text(1, '10:00'), timeEnd: text(1, '09:00') }, 'time.endAfterStart'],
      [{ timeBegin: '2030-02-30 10:00:00' }, 'time.format'],
      [{ content: 'a\u0000' }, 'request.nulByte'],
    ] as const) {
      const refused = await list(me, filter);
      expect([refused.status, refused.body.error]).toEqual([400, error]);
    }
  });
});
