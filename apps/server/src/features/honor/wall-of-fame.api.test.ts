import { randomBytes } from 'node:crypto';
import type { HonorItem } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { attachToHonor, createAward, createHonor } from './test-factories.ts';

const server = useTestServer();
const WALL = '/new/api/sso/portal/getNewsFile/wallOfFame';

type Wall = { items: HonorItem[]; totalCount: number };
const wall = async (caller: Caller, body: Record<string, unknown>) => {
  const response = await caller.post(WALL, body);
  expect(response.statusCode).toBe(200);
  return envelope<Wall>(response).data;
};

/** Each test's honors belong to a company of its own, so tests never see each other's data. */
const newCompany = () => `公司${randomBytes(4).toString('hex')}`;

describe('wallOfFame', () => {
  it('answers honor items, newest month first, the picture first among the attachments', async () => {
    const db = server.database.db;
    const companyName = newCompany();
    const award = await createAward(db, { award: '月度之星' });
    const older = await createHonor(db, { companyName, awardId: award.id, month: '2026-08', name: '王芳' });
    const newer = await createHonor(db, {
      companyName,
      awardId: award.id,
      month: '2026-09',
      name: '李雷,韩梅梅',
      department: '研发中心/前端组',
      prize: '奖金 2000 元',
      title: '九月之星',
      article: '<p>团队协作</p>',
    });
    await attachToHonor(db, newer.id, 'speech.pdf', 2);
    const picture = await attachToHonor(db, newer.id, 'portrait.png', 1);
    const caller = await signIn(server);

    const answer = await wall(caller, {
      companyName,
      award: 100,
      time: '',
      name: '',
      page: 1,
      pageSize: 1000,
    });
    expect(answer.totalCount).toBe(2);
    expect(answer.items.map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(answer.items[0]).toEqual({
      id: newer.id,
      name: '李雷,韩梅梅',
      award: '月度之星',
      awardId: award.id,
      department: '研发中心/前端组',
      prize: '奖金 2000 元',
      time: '2026-09',
      title: '九月之星',
      article: '<p>团队协作</p>',
      attachments: [
        { id: picture.id, filename: 'portrait.png', fileUrl: `/file/content/${picture.ossKey}` },
        {
          id: expect.any(Number),
          filename: 'speech.pdf',
          fileUrl: expect.stringMatching(/^\/file\/content\//),
        },
      ],
    });
    expect(answer.items[1]?.attachments).toEqual([]);
  });

  it('filters by award (100 and no award mean all), month and a part of a name, a team member too', async () => {
    const db = server.database.db;
    const companyName = newCompany();
    const [star, team] = [await createAward(db), await createAward(db)];
    const a = await createHonor(db, { companyName, awardId: star.id, month: '2026-07', name: '赵敏' });
    const b = await createHonor(db, {
      companyName,
      awardId: team.id,
      month: '2026-07',
      name: '张无忌,赵子龙,周芷若',
    });
    const c = await createHonor(db, { companyName, awardId: team.id, month: '2026-06', name: '殷离' });
    const caller = await signIn(server);
    const ids = async (body: Record<string, unknown>) =>
      (await wall(caller, { companyName, ...body })).items.map((item) => item.id).sort((x, y) => x - y);

    expect(await ids({})).toEqual([a.id, b.id, c.id]);
    expect(await ids({ award: 100 })).toEqual([a.id, b.id, c.id]);
    expect(await ids({ award: team.id })).toEqual([b.id, c.id]);
    expect(await ids({ time: '2026-07' })).toEqual([a.id, b.id]);
    expect(await ids({ award: team.id, time: '2026-07' })).toEqual([b.id]);
    expect(await ids({ name: '赵' })).toEqual([a.id, b.id]);
    expect(await ids({ name: '周芷若' })).toEqual([b.id]);
    expect(await ids({ name: '%' })).toEqual([]);
    expect(await ids({ award: 999_999 })).toEqual([]);
  });

  it('pages with page and pageSize and counts every match', async () => {
    const db = server.database.db;
    const companyName = newCompany();
    const award = await createAward(db);
    const months = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05'];
    for (const month of months) await createHonor(db, { companyName, awardId: award.id, month });
    const caller = await signIn(server);
    const second = await wall(caller, { companyName, page: 2, pageSize: 2 });
    expect(second.totalCount).toBe(5);
    expect(second.items.map((item) => item.time)).toEqual(['2026-03', '2026-02']);
    expect((await wall(caller, { companyName, page: 3, pageSize: 2 })).items).toHaveLength(1);
    expect((await wall(caller, { companyName, page: 4, pageSize: 2 })).items).toEqual([]);
  });

  it('shows only published honors whose publish time has come', async () => {
    const db = server.database.db;
    const companyName = newCompany();
    const shown = await createHonor(db, { companyName });
    await createHonor(db, { companyName, status: 'draft' });
    await createHonor(db, { companyName, publishedAt: new Date(Date.now() + 3_600_000) });
    const caller = await signIn(server);
    expect((await wall(caller, { companyName })).items.map((item) => item.id)).toEqual([shown.id]);
  });

  it('refuses a malformed month and a page size over 1000', async () => {
    const caller = await signIn(server);
    const badMonth = await caller.post(WALL, { time: '2026-13' });
    expect([badMonth.statusCode, envelope(badMonth).message]).toEqual([400, '月份格式应为 yyyy-MM']);
    expect((await caller.post(WALL, { pageSize: 1001 })).statusCode).toBe(400);
    expect((await caller.post(WALL, { page: 0 })).statusCode).toBe(400);
  });
});
