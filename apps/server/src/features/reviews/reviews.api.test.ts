import type { Review, ReviewCounts, ReviewInput, ReviewPage } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { createReview } from './test-factories.ts';

const server = useTestServer();
const COUNT = '/retrospective/get/list/count';
const RED = '/retrospective/get/red/point';
const CLICK = '/retrospective/click/red/point';
const LIST = '/retrospective/list';
const DETAIL = '/retrospective/detail';
const CREATE = '/retrospective/create';
const UPDATE = '/retrospective/update';
const PUBLISH = '/retrospective/publish';
const DELETE = '/retrospective/delete';
const THREAD = '/new/api/oa/portal/post/list';
const COMMENT = '/new/api/oa/portal/post/comment/insert';

const db = () => server.database.db;

const input = (overrides: Partial<ReviewInput> = {}): ReviewInput => ({
  title: '订单系统 3.2 发布复盘',
  project: '订单系统 3.2',
  reviewDate: '2026-05-20',
  participants: [],
  goal: '零故障上线',
  result: '回滚一次，延迟两小时',
  wentWell: '灰度发现问题及时',
  wentBadly: '回滚脚本未演练',
  rootCauses: '数据库迁移未在预发环境验证',
  lessons: '迁移先在预发验证',
  actions: [],
  ...overrides,
});

async function create(author: Caller, overrides: Partial<ReviewInput> = {}) {
  const response = await author.post(CREATE, input(overrides));
  expect(response.statusCode).toBe(200);
  return envelope<Review>(response).data;
}

async function published(author: Caller, overrides: Partial<ReviewInput> = {}) {
  const draft = await create(author, overrides);
  const response = await author.post(PUBLISH, { id: draft.id });
  expect(response.statusCode).toBe(200);
  return envelope<Review>(response).data;
}

const counts = async (caller: Caller) =>
  envelope<ReviewCounts>(await caller.post(COUNT, { type: 'all', email: caller.user.email })).data;
const redPoint = async (caller: Caller) =>
  envelope<boolean>(await caller.get(RED, { email: caller.user.email })).data;
const list = async (caller: Caller, body: object) => envelope<ReviewPage>(await caller.post(LIST, body)).data;

describe('create, detail and update', () => {
  it('stores a draft with participants and owned actions, and answers it to its author', async () => {
    const participant = await createUser(db(), { name: '李娜', department: '研发中心/交易组' });
    const owner = await createUser(db(), { name: '王强' });
    const author = await signIn(server, await createUser(db(), { name: '周敏' }));
    const review = await create(author, {
      title: '  大促保障复盘 ',
      participants: [participant.email.toUpperCase()],
      actions: [{ content: '补齐回滚演练', ownerEmail: owner.email, dueDate: '2026-06-30' }],
    });
    expect(review).toMatchObject({
      title: '大促保障复盘',
      status: 'draft',
      publishTime: null,
      author: { email: author.user.email, name: '周敏' },
      participants: [{ email: participant.email, name: '李娜', department: '研发中心/交易组' }],
      actions: [
        { content: '补齐回滚演练', dueDate: '2026-06-30', owner: { email: owner.email, name: '王强' } },
      ],
      ownFlag: true,
      commentCount: 0,
    });
    const read = envelope<Review>(await author.get(DETAIL, { id: review.id })).data;
    expect(read).toEqual(review);
  });

  it('lets only the author update; another employee gets 403 on a published review', async () => {
    const author = await signIn(server);
    const other = await signIn(server);
    const review = await published(author);
    const refused = await other.post(UPDATE, { ...input({ title: '篡改' }), id: review.id });
    expect([refused.statusCode, envelope(refused).message]).toEqual([403, '只有作者可以修改该复盘报告']);
    const updated = await author.post(UPDATE, {
      ...input({ title: '新的标题', actions: [] }),
      id: review.id,
    });
    expect(envelope<Review>(updated).data).toMatchObject({ title: '新的标题', status: 'published' });
    expect(envelope<Review>(await other.get(DETAIL, { id: review.id })).data).toMatchObject({
      title: '新的标题',
      ownFlag: false,
    });
  });

  it('hides a draft from everyone but its author: detail, update, publish and delete are 404', async () => {
    const author = await signIn(server);
    const intruder = await signIn(server);
    const admin = await signIn(server, await createUser(db(), { roles: ['admin'] }));
    const draft = await create(author, { title: '未公开的草稿' });
    for (const caller of [intruder, admin]) {
      for (const response of [
        await caller.get(DETAIL, { id: draft.id }),
        await caller.post(UPDATE, { ...input(), id: draft.id }),
        await caller.post(PUBLISH, { id: draft.id }),
        await caller.post(DELETE, { id: draft.id }),
      ]) {
        expect([response.statusCode, envelope(response).message]).toEqual([404, '复盘报告不存在']);
        expect(response.body).not.toContain('未公开的草稿');
      }
      expect((await list(caller, { type: 'all', title: '未公开' })).total).toBe(0);
    }
    expect(envelope<Review>(await author.get(DETAIL, { id: draft.id })).data.title).toBe('未公开的草稿');
  });
});

describe('publish and delete', () => {
  it('publishes once, and lets the author delete a draft but not a published review', async () => {
    const author = await signIn(server);
    const other = await signIn(server);
    const review = await published(author);
    expect(review.publishTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const again = await author.post(PUBLISH, { id: review.id });
    expect([again.statusCode, envelope(again).message]).toEqual([409, '该复盘报告已发布']);
    const deletePublished = await author.post(DELETE, { id: review.id });
    expect([deletePublished.statusCode, envelope(deletePublished).message]).toEqual([
      409,
      '已发布的复盘报告不能删除',
    ]);
    const byOther = await other.post(DELETE, { id: review.id });
    expect(byOther.statusCode).toBe(403);

    const draft = await create(author);
    expect((await author.post(DELETE, { id: draft.id })).statusCode).toBe(200);
    expect((await author.get(DETAIL, { id: draft.id })).statusCode).toBe(404);
  });
});

describe('lists and counts', () => {
  it('lists mine (drafts too) and all published, with paging and title search', async () => {
    const author = await signIn(server);
    const reader = await signIn(server);
    const tag = `检索${Date.now()}`;
    const draft = await create(author, { title: `${tag} 草稿` });
    const first = await published(author, { title: `${tag} 之一` });
    const second = await published(author, { title: `${tag} 之二 100%` });

    const mine = await list(author, { type: 'my', title: tag });
    expect(mine.list.map((item) => item.id).sort()).toEqual([draft.id, first.id, second.id].sort());
    const all = await list(reader, { type: 'all', title: tag, pageSize: 1 });
    expect([all.total, all.list.map((item) => item.id)]).toEqual([2, [second.id]]);
    const page2 = await list(reader, { type: 'all', title: tag, pageSize: 1, currentPage: 2 });
    expect(page2.list.map((item) => item.id)).toEqual([first.id]);
    expect((await list(reader, { type: 'all', title: '100%' })).list.map((item) => item.id)).toContain(
      second.id,
    );
    expect((await list(reader, { type: 'my', title: tag })).total).toBe(0);
  });

  it('counts total published, mine and my published, and changes as I write and publish', async () => {
    const author = await signIn(server);
    const before = await counts(author);
    const draft = await create(author);
    expect(await counts(author)).toEqual({ ...before, my: before.my + 1 });
    await author.post(PUBLISH, { id: draft.id });
    expect(await counts(author)).toEqual({
      total: before.total + 1,
      my: before.my + 1,
      publish: before.publish + 1,
    });
    const withoutEmail = await author.post(COUNT, { type: 'all' });
    expect(envelope<ReviewCounts>(withoutEmail).data.my).toBe(before.my + 1);
  });

  it('refuses another employee’s email on the count and red point calls', async () => {
    const caller = await signIn(server);
    const other = await createUser(db());
    for (const response of [
      await caller.post(COUNT, { type: 'all', email: other.email }),
      await caller.get(RED, { email: other.email }),
      await caller.get(CLICK, { email: other.email }),
    ])
      expect([response.statusCode, envelope(response).message]).toEqual([403, '只能查询自己的复盘报告']);
    const upperCase = await caller.post(COUNT, { type: 'all', email: caller.user.email.toUpperCase() });
    expect(upperCase.statusCode).toBe(200);
  });
});

describe('red point', () => {
  it('lights for a comment on my review and for a review naming me, and clears on click', async () => {
    const author = await signIn(server);
    const participant = await signIn(server);
    await author.get(CLICK, { email: author.user.email });
    await participant.get(CLICK, { email: participant.user.email });
    expect([await redPoint(author), await redPoint(participant)]).toEqual([false, false]);

    const review = await published(author, { participants: [participant.user.email] });
    expect([await redPoint(author), await redPoint(participant)]).toEqual([false, true]);
    await participant.get(CLICK, { email: participant.user.email });
    expect(await redPoint(participant)).toBe(false);

    const thread = envelope<{ id: number }>(
      await participant.post(THREAD, { resourceId: review.id, type: 3 }),
    );
    const own = await author.post(COMMENT, { postId: thread.data.id, comment: '自己补充一句' });
    expect(own.statusCode).toBe(200);
    expect(await redPoint(author)).toBe(false);
    await participant.post(COMMENT, { postId: thread.data.id, comment: '总结得很到位' });
    expect(await redPoint(author)).toBe(true);
    expect((await author.get(CLICK, { email: author.user.email })).statusCode).toBe(200);
    expect(await redPoint(author)).toBe(false);
    const listed = await list(author, { type: 'my' });
    expect(listed.list.find((item) => item.id === review.id)?.commentCount).toBe(2);
  });

  it('opens no comment thread on a draft', async () => {
    const author = await signIn(server);
    const draft = await createReview(db(), author.user.id);
    const response = await author.post(THREAD, { resourceId: draft.id, type: 3 });
    expect(response.statusCode).toBe(404);
  });
});

describe('refusals', () => {
  it('refuses bad ids, unknown employees, oversize text, NUL bytes and bad list types', async () => {
    const caller = await signIn(server);
    const refusals: [ReturnType<Caller['get']>, number, string][] = [
      [caller.get(DETAIL, { id: 'abc' }), 400, '请求参数不正确：id'],
      [caller.get(DETAIL, { id: 2 ** 31 }), 400, ''],
      [caller.get(DETAIL, { id: 999_999 }), 404, '复盘报告不存在'],
      [caller.post(PUBLISH, { id: -1 }), 400, ''],
      [caller.post(CREATE, input({ title: '' })), 400, '请输入复盘标题'],
      [caller.post(CREATE, input({ title: '长'.repeat(101) })), 400, '标题不能超过 100 个字'],
      [caller.post(CREATE, input({ lessons: '长'.repeat(2001) })), 400, '每一部分不能超过 2000 个字'],
      [caller.post(CREATE, input({ goal: 'a\u0000b' })), 400, ''],
      [caller.post(CREATE, input({ reviewDate: '2026-13-01' })), 400, ''],
      [
        caller.post(CREATE, input({ participants: ['nobody@example.com'] })),
        400,
        '没有该邮箱的员工：nobody@example.com',
      ],
      [caller.post(CREATE, input({ participants: ['not-an-email'] })), 400, '请填写正确的员工邮箱'],
      [
        caller.post(CREATE, input({ actions: [{ content: ' ', ownerEmail: caller.user.email }] })),
        400,
        '请填写改进措施内容',
      ],
      [
        caller.post(
          CREATE,
          input({
            actions: Array.from({ length: 21 }, () => ({ content: '事项', ownerEmail: caller.user.email })),
          }),
        ),
        400,
        '改进措施最多 20 项',
      ],
      [caller.post(LIST, { type: 'everyone' }), 400, '列表类型只能是 my 或 all'],
      [caller.post(LIST, { type: 'all', pageSize: 1000 }), 400, ''],
      [caller.post(COUNT, { type: 'my' }), 400, ''],
    ];
    for (const [pending, status, message] of refusals) {
      const response = await pending;
      expect(response.statusCode).toBe(status);
      if (message) expect(envelope(response).message).toBe(message);
    }
    expect((await counts(caller)).my).toBe(0);
  });

  it('keeps the limits in the database too', async () => {
    const author = await createUser(db());
    await expect(createReview(db(), author.id, { title: '' })).rejects.toThrow();
    await expect(createReview(db(), author.id, { status: 'published' })).rejects.toThrow();
    await expect(createReview(db(), author.id, { goal: '长'.repeat(2001) })).rejects.toThrow();
  });

  it('refuses a caller who is not signed in', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: COUNT,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { type: 'all' },
    });
    expect([response.statusCode, envelope(response).code]).toEqual([401, '302']);
  });
});
