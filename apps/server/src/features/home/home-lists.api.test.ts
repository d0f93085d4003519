import type { CultureItem, HomeActivity, HomeBanner } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { envelope, signIn, useTestServer } from '../../../test/support.ts';
import { createActivity, createBanner, createCultureItem, daysFromNow } from './test-factories.ts';

const server = useTestServer();

describe('GET /new/api/sso/portal/getBannerList', () => {
  it('lists published slides in their order, at most eleven, each with its picture and link', async () => {
    const caller = await signIn(server);
    const db = server.database.db;
    const second = await createBanner(db, { sortOrder: 2, linkUrl: '/#/honor' });
    const first = await createBanner(db, { sortOrder: 1, linkUrl: 'https://example.com/news' });
    const draft = await createBanner(db, { sortOrder: 0, status: 'draft' });
    const scheduled = await createBanner(db, { sortOrder: 0, publishedAt: daysFromNow(1) });

    const slides = envelope<HomeBanner[]>(await caller.get('/new/api/sso/portal/getBannerList')).data;
    expect(slides.slice(0, 2)).toEqual([
      {
        id: first.id,
        title: first.title,
        ossKey: first.imageKey,
        picUrl: `/file/content/${first.imageKey}`,
        linkUrl: first.linkUrl,
      },
      expect.objectContaining({ id: second.id, linkUrl: '/#/honor' }),
    ]);
    expect(slides.map((slide) => slide.id)).not.toContain(draft.id);
    expect(slides.map((slide) => slide.id)).not.toContain(scheduled.id);

    for (let index = 0; index < 12; index++) await createBanner(db, { sortOrder: 10 + index });
    const full = envelope<HomeBanner[]>(await caller.get('/new/api/sso/portal/getBannerList')).data;
    expect(full).toHaveLength(11);
  });

  it('answers code 302 to a visitor without a session and refuses a call without the XHR marker', async () => {
    const anonymous = await server.app.inject({
      method: 'GET',
      url: '/new/api/sso/portal/getBannerList',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(envelope(anonymous).code).toBe('302');
    const caller = await signIn(server);
    const noMarker = await server.app.inject({
      method: 'GET',
      url: '/new/api/sso/portal/getBannerList',
      headers: { cookie: caller.cookie },
    });
    expect(noMarker.statusCode).toBe(403);
  });
});

describe('GET /new/api/sso/portal/getActivityList', () => {
  it('lists published activities newest first with their publish date', async () => {
    const caller = await signIn(server);
    const db = server.database.db;
    const older = await createActivity(db, { publishedAt: daysFromNow(-10) });
    const newer = await createActivity(db, { publishedAt: daysFromNow(-1) });
    const draft = await createActivity(db, { status: 'draft' });
    const scheduled = await createActivity(db, { publishedAt: daysFromNow(2) });

    const list = envelope<HomeActivity[]>(await caller.get('/new/api/sso/portal/getActivityList')).data;
    const ids = list.map((item) => item.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(scheduled.id);
    expect(list.find((item) => item.id === newer.id)).toEqual({
      id: newer.id,
      title: newer.title,
      linkUrl: newer.linkUrl,
      publishTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });
});

describe('GET /enterCulture/selectAllNoParam', () => {
  it('lists one picture per circle in the wall order', async () => {
    const caller = await signIn(server);
    const db = server.database.db;
    const integrity = await createCultureItem(db, { circle: 'integrity', sortOrder: 3 });
    const vision = await createCultureItem(db, { circle: 'vision', sortOrder: 0 });

    const items = envelope<CultureItem[]>(await caller.get('/enterCulture/selectAllNoParam')).data;
    expect(items).toEqual([
      { circle: 'vision', ossKey: vision.ossKey, picUrl: `/file/content/${vision.ossKey}` },
      { circle: 'integrity', ossKey: integrity.ossKey, picUrl: `/file/content/${integrity.ossKey}` },
    ]);
  });
});
