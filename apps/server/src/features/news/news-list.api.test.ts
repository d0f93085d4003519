import { NOTICE_COLUMN_ID, newsListAnswer, type RouteAnswer } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { envelope, signIn, useTestServer } from '../../../test/support.ts';
import { createDocument, daysFromNow, uniqueTag } from '../rules/test-factories.ts';

const server = useTestServer();
const PATH = '/new/api/sso/cms/news/queryWithLanguage';
type Answer = RouteAnswer<'newsQueryWithLanguage'>;

const notice = (title: string, language: 'zh' | 'en', age = 1, columnId = NOTICE_COLUMN_ID) =>
  createDocument(server, {
    kind: 'inform',
    columnId,
    language,
    title,
    summary: `${title} 摘要`,
    publishedAt: daysFromNow(-age),
  });

/** A GET as the web client sends it: the current language in Accept-Language. */
async function newsIn(language: string | null, query: Record<string, string | number>) {
  const caller = await signIn(server);
  const response = await server.app.inject({
    method: 'GET',
    url: PATH,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    headers: {
      cookie: caller.cookie,
      'x-requested-with': 'XMLHttpRequest',
      ...(language ? { 'accept-language': language } : {}),
    },
  });
  expect(response.statusCode).toBe(200);
  return envelope<Answer>(response).data;
}

describe('GET cms/news/queryWithLanguage', () => {
  it("answers the column's news in the caller's language, Chinese when none is sent", async () => {
    const tag = uniqueTag();
    await notice(`春节放假通知 ${tag}`, 'zh', 1);
    await notice(`Spring Festival holiday ${tag}`, 'en', 1);
    await notice(`Fire drill ${tag}`, 'en', 2);

    const english = newsListAnswer.parse(await newsIn('en-US,en;q=0.9', { columnId: 49, title: tag }));
    expect(english.list.map((item) => item.title)).toEqual([
      `Spring Festival holiday ${tag}`,
      `Fire drill ${tag}`,
    ]);
    expect(english.total).toBe(2);
    const chinese = await newsIn('zh', { columnId: 49, title: tag });
    expect(chinese.list.map((item) => item.title)).toEqual([`春节放假通知 ${tag}`]);
    expect((await newsIn(null, { title: tag })).list.map((item) => item.title)).toEqual([
      `春节放假通知 ${tag}`,
    ]);
  });

  it('pages 5 by default and keeps other columns and unpublished news out', async () => {
    const tag = uniqueTag();
    for (let age = 1; age <= 7; age += 1) await notice(`通知${age} ${tag}`, 'zh', age);
    await notice(`公司新闻 ${tag}`, 'zh', 1, 50);
    await createDocument(server, { kind: 'inform', columnId: 49, title: `草稿 ${tag}`, status: 'draft' });
    await createDocument(server, {
      kind: 'inform',
      columnId: 49,
      title: `未到时间 ${tag}`,
      publishedAt: daysFromNow(2),
    });

    const first = await newsIn('zh', { columnId: 49, title: tag });
    expect(first.list.map((item) => item.title)).toEqual([1, 2, 3, 4, 5].map((age) => `通知${age} ${tag}`));
    expect(first.total).toBe(7);
    const second = await newsIn('zh', { columnId: 49, title: tag, pageNo: 2, pageSize: 5 });
    expect(second.list.map((item) => item.title)).toEqual([`通知6 ${tag}`, `通知7 ${tag}`]);
    const otherColumn = await newsIn('zh', { columnId: 50, title: tag });
    expect(otherColumn.list.map((item) => item.title)).toEqual([`公司新闻 ${tag}`]);
  });

  it('adds the summary only when asked, and dates each item in the company zone', async () => {
    const tag = uniqueTag();
    await notice(`体检通知 ${tag}`, 'zh');
    const plain = await newsIn('zh', { title: tag });
    expect(plain.list[0]).toEqual({
      id: expect.any(Number),
      title: `体检通知 ${tag}`,
      department: '测试部',
      cTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    const withSummary = await newsIn('zh', { title: tag, showSummary: 'true' });
    expect(withSummary.list[0]?.summary).toBe(`体检通知 ${tag} 摘要`);
  });

  it('refuses a bad column', async () => {
    const caller = await signIn(server);
    const response = await caller.get(PATH, { columnId: 'abc' });
    expect(response.statusCode).toBe(400);
  });
});
