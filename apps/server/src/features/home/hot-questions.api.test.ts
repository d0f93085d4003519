import { randomBytes } from 'node:crypto';
import type { HotQuestion } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { envelope, signIn, useTestServer } from '../../../test/support.ts';
import { createHotQuestion, daysFromNow } from './test-factories.ts';

const server = useTestServer();
const PATH = '/new/api/sso/portal/getHotQuestionList';

interface Page {
  items: HotQuestion[];
  totalCount: number;
}

describe('GET /new/api/sso/portal/getHotQuestionList', () => {
  it('pages the published questions in the editor order, ten by default', async () => {
    const caller = await signIn(server);
    const token = randomBytes(3).toString('hex');
    for (let index = 0; index < 12; index++) {
      await createHotQuestion(server.database.db, { title: `${token} 问题 ${index}`, sortOrder: index });
    }
    await createHotQuestion(server.database.db, { title: `${token} 草稿`, status: 'draft' });
    await createHotQuestion(server.database.db, { title: `${token} 定时`, publishedAt: daysFromNow(1) });

    const first = envelope<Page>(await caller.get(PATH, { pageNo: 1, title: token })).data;
    expect(first.totalCount).toBe(12);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toEqual({ id: expect.any(Number), title: `${token} 问题 0`, answer: '答案' });
    const second = envelope<Page>(await caller.get(PATH, { pageNo: 2, pageSize: 10, title: token })).data;
    expect(second.items.map((item) => item.title)).toEqual([`${token} 问题 10`, `${token} 问题 11`]);
    expect(second.totalCount).toBe(12);
  });

  it('matches the title text literally, wildcards included', async () => {
    const caller = await signIn(server);
    const percent = await createHotQuestion(server.database.db, { title: '报销比例是 100% 吗？' });
    const page = envelope<Page>(await caller.get(PATH, { pageNo: 1, pageSize: 10, title: '100%' })).data;
    expect(page).toEqual({ items: [expect.objectContaining({ id: percent.id })], totalCount: 1 });
    const none = envelope<Page>(await caller.get(PATH, { pageNo: 1, pageSize: 10, title: '%_%' })).data;
    expect(none).toEqual({ items: [], totalCount: 0 });
  });

  it('refuses a page number below 1 with a readable message', async () => {
    const caller = await signIn(server);
    const response = await caller.get(PATH, { pageNo: 0, pageSize: 10 });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toContain('pageNo');
  });
});
