import type { AuditPage, NewsEditorItem, NewsImage, RouteAnswer } from '@portal/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/factories.ts';
import { type Caller, envelope, eventually, signIn, useTestServer } from '../../../../test/support.ts';
import { uploadTo } from '../../../../test/uploads.ts';
import { uniqueTag } from '../../rules/test-factories.ts';

const server = useTestServer({ jobs: { maxAttempts: 3, retryBaseMs: 100, leaseMs: 2_000, pollMs: 1_000 } });
const db = () => server.database.db;
const editor = async (roles = ['news:edit']) => signIn(server, await createUser(db(), { roles }));
const format = (msFromNow: number) => server.app.ctx.clock.format(new Date(Date.now() + msFromNow));

/** A GET as the web client sends it in `language` (its Accept-Language). */
async function readIn<T>(caller: Caller, url: string, query: Record<string, string>, language: 'zh' | 'en') {
  const response = await server.app.inject({
    method: 'GET',
    url,
    query,
    headers: { cookie: caller.cookie, 'x-requested-with': 'XMLHttpRequest', 'accept-language': language },
  });
  expect(response.statusCode).toBe(200);
  return envelope<T>(response).data;
}

const noticeTitles = async (reader: Caller, language: 'zh' | 'en', title: string) =>
  (
    await readIn<RouteAnswer<'newsQueryWithLanguage'>>(
      reader,
      '/new/api/sso/cms/news/queryWithLanguage',
      { title, pageSize: '20' },
      language,
    )
  ).list.map((notice) => notice.title);

const homeNoticeTitles = async (reader: Caller, language: 'zh' | 'en') =>
  (
    await readIn<RouteAnswer<'homeAggregateInfo'>>(
      reader,
      '/new/api/sso/portal/getAggregateInfoLists',
      {},
      language,
    )
  ).companyNews.map((notice) => notice.title);

async function created(caller: Caller, fields: Record<string, unknown>) {
  const response = await caller.post('/admin/news/create', fields);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<NewsEditorItem>(response).data;
}

const answerOf = (response: Awaited<ReturnType<Caller['post']>>) => {
  expect(response.statusCode, response.body).toBe(200);
  return envelope<NewsEditorItem>(response).data;
};

describe('the notices editor', () => {
  it('refuses every call to an employee without news:edit, before reading an upload', async () => {
    const employee = await editor(['rules:edit']);
    const mine = await created(await editor(), { title: `权限 ${uniqueTag()}` });
    const calls = [
      employee.get('/admin/news/list'),
      employee.get('/admin/news/item', { id: mine.id }),
      employee.post('/admin/news/create', { title: '越权' }),
      employee.post('/admin/news/update', { id: mine.id, revision: mine.revision, title: '越权' }),
      employee.post('/admin/news/publish', { id: mine.id }),
      employee.post('/admin/news/unpublish', { id: mine.id }),
      employee.post('/admin/news/remove', { id: mine.id }),
      employee.post('/admin/news/restore', { id: mine.id }),
      uploadTo(server, employee, Buffer.from('not read'), 'a.png', { url: '/admin/news/images' }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(envelope(response).error).toBe('auth.forbidden');
    }
  });

  it('refuses what a notice cannot be, naming the reason', async () => {
    const writer = await editor();
    const draft = await created(writer, { title: `校验 ${uniqueTag()}` });
    const refusals: [string, unknown, number, string][] = [
      ['/admin/news/create', { title: '  ' }, 400, 'news.titleRequired'],
      ['/admin/news/create', { language: 'en', title: '只有中文' }, 400, 'news.titleRequired'],
      ['/admin/news/create', { title: '长'.repeat(201) }, 400, 'news.titleTooLong'],
      ['/admin/news/create', { title: 'a\u0000b' }, 400, 'request.nulByte'],
      ['/admin/news/create', { title: '附件', attachmentKeys: ['nope.pdf'] }, 400, 'news.unknownAttachment'],
      [
        '/admin/news/create',
        { title: '多', attachmentKeys: Array(21).fill('x.pdf') },
        400,
        'news.tooManyAttachments',
      ],
      ['/admin/news/publish', { id: draft.id, expireTime: format(-60_000) }, 400, 'editorial.expiryPast'],
      [
        '/admin/news/publish',
        { id: draft.id, publishTime: format(3_600_000), expireTime: format(1_800_000) },
        400,
        'editorial.expiryOrder',
      ],
      ['/admin/news/publish', { id: draft.id, publishTime: '明天' }, 400, 'time.format'],
      ['/admin/news/publish', { id: 2_147_483_647 }, 404, 'news.notFound'],
      [
        '/admin/news/update',
        { id: draft.id, revision: '2020-01-01T00:00:00.000Z', title: '旧' },
        409,
        'editorial.changedMeanwhile',
      ],
    ];
    for (const [url, body, status, key] of refusals) {
      const response = await writer.post(url, body);
      expect([url, response.statusCode, envelope(response).error]).toEqual([url, status, key]);
    }
  });

  it('takes a notice from draft to live, pinned, edited, to the recycle bin and back, auditing each write', async () => {
    const tag = uniqueTag();
    const writer = await editor();
    const reader = await signIn(server);
    const draft = await created(writer, {
      title: `食堂调整 ${tag}`,
      summary: '二楼食堂装修',
      content: '<p>二楼<script>alert(1)</script>食堂</p>',
      department: '行政部',
    });
    expect(draft).toMatchObject({
      state: 'draft',
      publishTime: null,
      englishFallback: true,
      language: 'all',
    });
    expect(draft.content).toBe('<p>二楼食堂</p>');
    expect(await noticeTitles(reader, 'zh', tag)).toEqual([]);

    const live = answerOf(await writer.post('/admin/news/publish', { id: draft.id }));
    expect(live.state).toBe('live');
    // Everyone reads it; English readers read the Chinese until it has English words.
    expect(await noticeTitles(reader, 'zh', tag)).toEqual([`食堂调整 ${tag}`]);
    expect(await noticeTitles(reader, 'en', tag)).toEqual([`食堂调整 ${tag}`]);

    const edited = answerOf(
      await writer.post('/admin/news/update', {
        id: live.id,
        revision: live.revision,
        title: `食堂调整 ${tag}`,
        titleEn: `Canteen changes ${tag}`,
        summary: live.summary,
        summaryEn: 'Second floor canteen',
        content: live.content,
        contentEn: '<p>Second floor</p>',
        pinned: true,
      }),
    );
    expect(edited).toMatchObject({ englishFallback: false, pinned: true, state: 'live' });
    expect(await noticeTitles(reader, 'en', tag)).toEqual([`Canteen changes ${tag}`]);
    // The same edit sent again names a version that is gone.
    const stale = await writer.post('/admin/news/update', {
      id: live.id,
      revision: live.revision,
      title: 'x',
    });
    expect(stale.statusCode).toBe(409);

    const removed = answerOf(await writer.post('/admin/news/remove', { id: live.id }));
    expect(removed.state).toBe('deleted');
    expect(await noticeTitles(reader, 'zh', tag)).toEqual([]);
    const detail = await reader.get('/new/api/sso/cms/news/detail', { id: live.id });
    expect(detail.statusCode).toBe(404);
    // Removing again changes nothing; editing waits for a restore.
    expect(answerOf(await writer.post('/admin/news/remove', { id: live.id })).state).toBe('deleted');
    const blocked = await writer.post('/admin/news/publish', { id: live.id });
    expect([blocked.statusCode, envelope(blocked).error]).toEqual([409, 'editorial.deleted']);
    const bin = envelope<RouteAnswer<'newsEditorList'>>(
      await writer.get('/admin/news/list', { state: 'deleted', title: tag }),
    ).data;
    expect(bin.items.map((item) => item.id)).toEqual([live.id]);

    expect(answerOf(await writer.post('/admin/news/restore', { id: live.id })).state).toBe('live');
    expect(await noticeTitles(reader, 'zh', tag)).toEqual([`食堂调整 ${tag}`]);
    const down = answerOf(await writer.post('/admin/news/unpublish', { id: live.id }));
    expect(down.state).toBe('draft');
    expect(await noticeTitles(reader, 'zh', tag)).toEqual([]);

    const admin = await signIn(server, await createUser(db(), { roles: ['admin'] }));
    const trail = envelope<AuditPage>(
      await admin.get('/admin/audit/list', { module: 'news', person: writer.user.email }),
    ).data;
    expect(trail.items.map((event) => event.action).reverse()).toEqual([
      'create',
      'publish',
      'update',
      'remove',
      'restore',
      'unpublish',
    ]);
    expect(trail.items.find((event) => event.action === 'update')?.changes).toEqual(
      expect.arrayContaining([{ path: 'titleEn', before: '', after: `Canteen changes ${tag}` }]),
    );
  });

  it('publishes and takes down on time through the job queue, and the home page follows', async () => {
    const tag = uniqueTag();
    const writer = await editor();
    const reader = await signIn(server);
    const draft = await created(writer, { title: `定时 ${tag}`, titleEn: `Timed ${tag}` });
    const scheduled = answerOf(
      await writer.post('/admin/news/publish', {
        id: draft.id,
        publishTime: format(2_000),
        expireTime: format(4_000),
      }),
    );
    expect(scheduled.state).toBe('scheduled');
    // The home page's lists are kept in memory: read them now, so only the job can bring the notice.
    expect(await homeNoticeTitles(reader, 'zh')).not.toContain(`定时 ${tag}`);
    expect(await homeNoticeTitles(reader, 'en')).not.toContain(`Timed ${tag}`);

    await eventually(async () => {
      expect(await homeNoticeTitles(reader, 'zh')).toContain(`定时 ${tag}`);
      expect(await homeNoticeTitles(reader, 'en')).toContain(`Timed ${tag}`);
    }, 6_000);
    await eventually(
      async () => expect(await homeNoticeTitles(reader, 'zh')).not.toContain(`定时 ${tag}`),
      6_000,
    );
    const after = envelope<NewsEditorItem>(await writer.get('/admin/news/item', { id: draft.id })).data;
    expect(after.state).toBe('expired');
  });

  it('places pictures resized for the page with their metadata gone, and refuses what is no picture', async () => {
    const writer = await editor();
    const photo = await sharp({ create: { width: 3200, height: 2400, channels: 3, background: '#3366aa' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret camera', ImageDescription: 'GPS somewhere' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const placed = await uploadTo(server, writer, photo, '现场.jpg', { url: '/admin/news/images' });
    expect(placed.statusCode, placed.body).toBe(200);
    const image = envelope<NewsImage>(placed).data;
    expect([image.width, image.height]).toEqual([1600, 1200]);
    const served = await server.app.inject({
      method: 'GET',
      url: image.url,
      headers: { cookie: writer.cookie },
    });
    expect(served.headers['content-type']).toBe('image/jpeg');
    const stored = await sharp(served.rawPayload).metadata();
    expect([stored.width, stored.exif]).toEqual([1600, undefined]);

    const text = await uploadTo(server, writer, Buffer.from('<svg onload=alert(1)>'), 'a.png', {
      url: '/admin/news/images',
    });
    expect([text.statusCode, envelope(text).error]).toEqual([415, 'file.notAnImage']);
    // Small on disk, 45 megapixels once decoded: refused from its header.
    const bomb = await sharp({ create: { width: 9000, height: 5000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const refused = await uploadTo(server, writer, bomb, 'bomb.png', { url: '/admin/news/images' });
    expect([refused.statusCode, envelope(refused).error]).toEqual([413, 'file.imageTooLarge']);
  });
});
