import type { StationMessage } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { envelope, signIn, useTestServer } from '../../../test/support.ts';
import { createMessage } from './test-factories.ts';

const server = useTestServer();
const LIST = '/new/api/sso/station/msg/list';
const READ = '/new/api/sso/station/msg/read';
type Page = { totalCount: number; items: StationMessage[] };

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/** A signed-in employee with three unread and two read messages, and a colleague with one of each. */
async function mailboxes() {
  const db = server.database.db;
  const me = await signIn(server);
  const colleague = await createUser(db);
  const mine = [];
  for (const [hours, read] of [
    [1, false],
    [2, true],
    [3, false],
    [4, true],
    [5, false],
  ] as const) {
    mine.push(
      await createMessage(db, {
        userId: me.user.id,
        title: `mine ${hours}h`,
        createdAt: hoursAgo(hours),
        readAt: read ? hoursAgo(hours) : null,
      }),
    );
  }
  const theirs = await createMessage(db, { userId: colleague.id, title: 'theirs' });
  await createMessage(db, { userId: colleague.id, title: 'theirs read', readAt: new Date() });
  return { me, mine, theirs, colleague };
}

describe('message list (GET /new/api/sso/station/msg/list)', () => {
  it('answers only my messages: unread first, then newest, with their total', async () => {
    const { me } = await mailboxes();
    const { data } = envelope<Page>(await me.get(LIST, { pageNo: 1, pageSize: 10 }));
    expect(data.totalCount).toBe(5);
    expect(data.items.map((item) => item.title)).toEqual([
      'mine 1h',
      'mine 3h',
      'mine 5h',
      'mine 2h',
      'mine 4h',
    ]);
    expect(data.items[0]).toEqual({
      id: expect.any(Number),
      title: 'mine 1h',
      content: '内容',
      linkUrl: '',
      readFlag: 0,
      createTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
  });

  it('filters by readFlag (0 unread, 1 read) and pages (the header asks for 5 unread)', async () => {
    const { me } = await mailboxes();
    const unread = envelope<Page>(await me.get(LIST, { pageNo: 1, pageSize: 5, readFlag: 0 })).data;
    expect(unread.totalCount).toBe(3);
    expect(unread.items.every((item) => item.readFlag === 0)).toBe(true);
    const read = envelope<Page>(await me.get(LIST, { readFlag: 1 })).data;
    expect(read.items.map((item) => item.title)).toEqual(['mine 2h', 'mine 4h']);
    const secondPage = envelope<Page>(await me.get(LIST, { pageNo: 2, pageSize: 2 })).data;
    expect(secondPage.totalCount).toBe(5);
    expect(secondPage.items.map((item) => item.title)).toEqual(['mine 5h', 'mine 2h']);
    const beyond = envelope<Page>(await me.get(LIST, { pageNo: 9, pageSize: 2 })).data;
    expect(beyond).toEqual({ totalCount: 5, items: [] });
  });

  it('refuses a readFlag other than 0 or 1 and a page size over 100, in words', async () => {
    const me = await signIn(server);
    const badFlag = await me.get(LIST, { readFlag: 2 });
    expect(badFlag.statusCode).toBe(400);
    expect(envelope(badFlag).message).toBe('readFlag 只能是 0（未读）或 1（已读）');
    expect((await me.get(LIST, { pageSize: 101 })).statusCode).toBe(400);
  });
});

describe('marking messages read (POST /new/api/sso/station/msg/read)', () => {
  it('marks my listed messages read, and the unread count drops', async () => {
    const { me, mine } = await mailboxes();
    const unreadIds = mine.filter((message) => !message.readAt).map((message) => message.id);
    const { data } = envelope<{ updated: number }>(await me.post(READ, { ids: unreadIds.slice(0, 2) }));
    expect(data.updated).toBe(2);
    expect(envelope<Page>(await me.get(LIST, { readFlag: 0 })).data.totalCount).toBe(1);
    // Marking again changes nothing.
    expect(
      envelope<{ updated: number }>(await me.post(READ, { ids: unreadIds.slice(0, 2) })).data.updated,
    ).toBe(0);
  });

  it("ignores another employee's message: it stays unread for them", async () => {
    const { me, theirs, colleague } = await mailboxes();
    const { data } = envelope<{ updated: number }>(await me.post(READ, { ids: [theirs.id] }));
    expect(data.updated).toBe(0);
    const them = await signIn(server, colleague);
    const unread = envelope<Page>(await them.get(LIST, { readFlag: 0 })).data;
    expect(unread.items.map((item) => item.id)).toEqual([theirs.id]);
  });

  it('refuses an empty list of ids', async () => {
    const me = await signIn(server);
    const response = await me.post(READ, { ids: [] });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe('请提供 1 到 100 条消息的编号');
  });
});
