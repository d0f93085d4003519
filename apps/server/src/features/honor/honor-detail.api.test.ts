import type { Award, HonorDetail } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { envelope, signIn, useTestServer } from '../../../test/support.ts';
import { attachToHonor, createAward, createHonor } from './test-factories.ts';

const server = useTestServer();
const AWARDS = '/new/api/sso/portal/fame/awardList';
const DETAIL = '/new/api/sso/portal/fame/detail';

describe('fame/awardList', () => {
  it('lists the awards in their order, without the synthetic All', async () => {
    const db = server.database.db;
    const second = await createAward(db, { award: '创新奖', sortOrder: 2 });
    const first = await createAward(db, { award: '年度之星', sortOrder: 1 });
    const caller = await signIn(server);
    const response = await caller.post(AWARDS);
    expect(response.statusCode).toBe(200);
    const awards = envelope<Award[]>(response).data;
    for (const award of awards) expect(Object.keys(award).sort()).toEqual(['award', 'id']);
    const ours = awards.filter((award) => award.id === first.id || award.id === second.id);
    expect(ours).toEqual([
      { id: first.id, award: '年度之星' },
      { id: second.id, award: '创新奖' },
    ]);
  });
});

describe('fame/detail', () => {
  it('answers the honor with its publisher department and publish date', async () => {
    const db = server.database.db;
    const author = await createUser(db, { department: '人力资源部/组织发展组' });
    const award = await createAward(db, { award: '最佳师徒奖' });
    const honor = await createHonor(db, {
      awardId: award.id,
      authorId: author.id,
      name: '陈静,刘洋',
      title: '薪火相传',
      publishedAt: new Date('2026-10-31T02:00:00Z'),
    });
    const picture = await attachToHonor(db, honor.id, 'portrait.svg', 0);
    const caller = await signIn(server);
    const response = await caller.get(DETAIL, { id: honor.id });
    expect(response.statusCode).toBe(200);
    expect(envelope<HonorDetail>(response).data).toEqual({
      id: honor.id,
      name: '陈静,刘洋',
      award: '最佳师徒奖',
      awardId: award.id,
      department: honor.department,
      prize: honor.prize,
      time: honor.month,
      title: '薪火相传',
      article: honor.article,
      attachments: [{ id: picture.id, filename: 'portrait.svg', fileUrl: `/file/content/${picture.ossKey}` }],
      publisherDepartment: '人力资源部/组织发展组',
      publishTime: '2026-10-31',
    });
  });

  it('answers 404 for a draft, a future or an unknown honor', async () => {
    const db = server.database.db;
    const draft = await createHonor(db, { status: 'draft' });
    const future = await createHonor(db, { publishedAt: new Date(Date.now() + 3_600_000) });
    const caller = await signIn(server);
    for (const id of [draft.id, future.id, 999_999]) {
      const response = await caller.get(DETAIL, { id });
      expect([response.statusCode, envelope(response).message]).toEqual([404, '荣誉不存在']);
    }
  });
});
