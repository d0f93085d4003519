import { type RouteAnswer, ruleDocListAnswer } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { envelope, signIn, useTestServer } from '../../../test/support.ts';
import { samplePdf } from '../files/sample-files.ts';
import { createDocument, createDocumentWithFiles, daysFromNow, uniqueTag } from './test-factories.ts';

const server = useTestServer();
const PATH = '/new/api/sso/portal/getRuleDocListWithType';
type Answer = RouteAnswer<'rulesDocList'>;

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('GET getRuleDocListWithType', () => {
  it('answers both groups, 8 a page by default, newest first, with totals', async () => {
    const tag = uniqueTag();
    for (let day = 1; day <= 10; day += 1) {
      await createDocument(server, { title: `管理制度${day} ${tag}`, publishedAt: daysFromNow(-day) });
    }
    for (let day = 1; day <= 3; day += 1) {
      await createDocument(server, {
        kind: 'process',
        title: `流程${day} ${tag}`,
        publishedAt: daysFromNow(-day),
      });
    }
    const caller = await signIn(server);

    const first = await caller.get(PATH, { pageNo: 1, title: tag });
    expect(first.statusCode).toBe(200);
    const data = ruleDocListAnswer.parse(envelope(first).data);
    expect(data.manage.totalCount).toBe(10);
    expect(data.manage.items.map((item) => item.title)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((day) => `管理制度${day} ${tag}`),
    );
    expect(data.process).toMatchObject({ totalCount: 3 });
    expect(data.process.items).toHaveLength(3);
    expect(data.manage.items[0]).toMatchObject({ department: '测试部', templateType: null, attachments: [] });
    expect(data.manage.items[0]?.pTime).toMatch(DATE_TIME);

    const second = envelope<Answer>(await caller.get(PATH, { pageNo: 2, pageSize: 8, title: tag })).data;
    expect(second.manage.items.map((item) => item.title)).toEqual([`管理制度9 ${tag}`, `管理制度10 ${tag}`]);
    expect(second.process).toEqual({ items: [], totalCount: 3 });
  });

  it('shows only published documents whose publish time has come', async () => {
    const tag = uniqueTag();
    await createDocument(server, { title: `已发布 ${tag}` });
    await createDocument(server, { title: `草稿 ${tag}`, status: 'draft' });
    await createDocument(server, { title: `明天发布 ${tag}`, publishedAt: daysFromNow(1) });
    const caller = await signIn(server);
    const data = envelope<Answer>(await caller.get(PATH, { title: tag })).data;
    expect(data.manage.items.map((item) => item.title)).toEqual([`已发布 ${tag}`]);
    expect(data.manage.totalCount).toBe(1);
  });

  it('matches the title case-insensitively and takes % and _ literally', async () => {
    const tag = uniqueTag();
    await createDocument(server, { title: `Travel Policy ${tag}` });
    await createDocument(server, { title: `100% 报销 ${tag}_x` });
    const caller = await signIn(server);
    const titles = async (title: string) =>
      envelope<Answer>(await caller.get(PATH, { title })).data.manage.items.map((item) => item.title);
    expect(await titles(`travel policy ${tag}`.toUpperCase())).toEqual([`Travel Policy ${tag}`]);
    expect(await titles(`% 报销 ${tag}`)).toEqual([`100% 报销 ${tag}_x`]);
    expect(await titles(`${tag}_`)).toEqual([`100% 报销 ${tag}_x`]);
  });

  it('lists each document with its attachments in order, as our own file paths', async () => {
    const tag = uniqueTag();
    const { ossKeys } = await createDocumentWithFiles(server, { title: `带附件 ${tag}` }, [
      { name: '正文.pdf', bytes: samplePdf(), kind: 'pdf' },
      { name: '附件一.pdf', bytes: samplePdf(), kind: 'pdf' },
    ]);
    const caller = await signIn(server);
    const [item] = envelope<Answer>(await caller.get(PATH, { title: tag })).data.manage.items;
    expect(item?.attachments).toEqual([
      {
        id: expect.any(Number),
        filename: '正文.pdf',
        fileUrl: `/file/content/${ossKeys[0]}`,
        ossKey: ossKeys[0],
      },
      {
        id: expect.any(Number),
        filename: '附件一.pdf',
        fileUrl: `/file/content/${ossKeys[1]}`,
        ossKey: ossKeys[1],
      },
    ]);
  });

  it('refuses a bad page with 400, and callers without a session or the XHR marker', async () => {
    const caller = await signIn(server);
    const badPage = await caller.get(PATH, { pageNo: 0 });
    expect(badPage.statusCode).toBe(400);
    expect(envelope(badPage).message).toContain('pageNo');
    expect((await caller.get(PATH, { pageSize: 101 })).statusCode).toBe(400);

    const anonymous = await server.app.inject({
      method: 'GET',
      url: PATH,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(envelope(anonymous).code).toBe('302');
    const noMarker = await server.app.inject({
      method: 'GET',
      url: PATH,
      headers: { cookie: caller.cookie },
    });
    expect(noMarker.statusCode).toBe(403);
  });
});
