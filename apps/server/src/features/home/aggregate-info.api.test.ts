import type { NewsSummary, RuleDocSummary } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { envelope, signIn, useTestServer } from '../../../test/support.ts';
import { createDocument, daysFromNow } from './test-factories.ts';

const server = useTestServer();

interface AggregateInfo {
  companyNews: NewsSummary[];
  ruleDocs: RuleDocSummary[];
}

async function aggregateIn(language: 'zh' | 'en') {
  const caller = await signIn(server);
  const response = await server.app.inject({
    method: 'GET',
    url: '/new/api/sso/portal/getAggregateInfoLists',
    headers: { cookie: caller.cookie, 'x-requested-with': 'XMLHttpRequest', 'accept-language': language },
  });
  expect(response.statusCode).toBe(200);
  return envelope<AggregateInfo>(response).data;
}

describe('GET /new/api/sso/portal/getAggregateInfoLists', () => {
  it('gives the five latest published notices in the reader language and the five latest rule docs', async () => {
    const db = server.database.db;
    const zhNotices = [];
    for (let day = 1; day <= 6; day++) {
      zhNotices.push(await createDocument(db, { title: `通知 ${day}`, publishedAt: daysFromNow(-day) }));
    }
    const enNotice = await createDocument(db, {
      title: 'Office move',
      language: 'en',
      publishedAt: daysFromNow(-3),
    });
    await createDocument(db, { title: '草稿通知', status: 'draft', publishedAt: daysFromNow(-1) });
    await createDocument(db, { title: '定时通知', publishedAt: daysFromNow(1) });
    const docs = [];
    for (const [index, kind] of (
      ['manage', 'process', 'template', 'manage', 'process', 'template'] as const
    ).entries()) {
      docs.push(
        await createDocument(db, {
          kind,
          title: `制度 ${index}`,
          department: '人力资源部',
          publishedAt: daysFromNow(-index - 1),
        }),
      );
    }
    await createDocument(db, { kind: 'manage', title: '未发布制度', status: 'draft' });

    const zh = await aggregateIn('zh');
    expect(zh.companyNews.map((item) => item.title)).toEqual([
      '通知 1',
      '通知 2',
      '通知 3',
      '通知 4',
      '通知 5',
    ]);
    expect(zh.companyNews[0]).toEqual({
      id: zhNotices[0]?.id,
      title: '通知 1',
      cTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(zh.ruleDocs.map((item) => item.title)).toEqual(['制度 0', '制度 1', '制度 2', '制度 3', '制度 4']);
    expect(zh.ruleDocs[1]).toEqual({
      id: docs[1]?.id,
      title: '制度 1',
      department: '人力资源部',
      pTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      uTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      type: 'process',
    });

    const en = await aggregateIn('en');
    expect(en.companyNews).toEqual([expect.objectContaining({ id: enNotice.id, title: 'Office move' })]);
    expect(en.ruleDocs.map((item) => item.id)).toEqual(zh.ruleDocs.map((item) => item.id));
  });
});
