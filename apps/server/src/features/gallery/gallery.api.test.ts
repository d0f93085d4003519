import type { GalleryItem, GalleryYear } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { createGalleryActivity, createGalleryItem } from './test-factories.ts';

const server = useTestServer();
const LIST = '/activity/list';
const GALLERY = '/activity/gallery';

let caller: Caller;

/** The activities whose numbers carry rules (13 monthly, 15 teams), a plain one and activity 0. */
beforeAll(async () => {
  const db = server.database.db;
  await createGalleryActivity(db, 14, {
    year: 2025,
    sortOrder: 2,
    nameZh: '孩子们的奇思妙想',
    nameEn: "Children's ideas",
  });
  await createGalleryActivity(db, 13, {
    year: 2025,
    sortOrder: 1,
    nameZh: '最美工位',
    nameEn: 'Best workstation',
  });
  await createGalleryActivity(db, 15, {
    year: 2025,
    sortOrder: 3,
    nameZh: '乐跑团队',
    nameEn: 'Running teams',
  });
  await createGalleryActivity(db, 3, {
    year: 2022,
    sortOrder: 1,
    nameZh: '最美工位',
    nameEn: 'Best workstation',
  });
  await createGalleryActivity(db, 0, {
    year: 2022,
    sortOrder: 2,
    nameZh: '儿童绘画',
    nameEn: "Children's painting",
  });
  caller = await signIn(server);
});

const gallery = async (query: Record<string, string | number>) => {
  const response = await caller.get(GALLERY, query);
  expect(response.statusCode).toBe(200);
  return envelope<GalleryItem[]>(response).data;
};

const inEnglish = (url: string) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: { cookie: caller.cookie, 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'en' },
  });

describe('activity list', () => {
  it('answers the years newest first, each with its activities in order, named in the reader language', async () => {
    const zh = envelope<GalleryYear[]>(await caller.get(LIST)).data;
    expect(zh).toEqual([
      {
        year: 2025,
        activities: [
          { activityNo: 13, name: '最美工位' },
          { activityNo: 14, name: '孩子们的奇思妙想' },
          { activityNo: 15, name: '乐跑团队' },
        ],
      },
      {
        year: 2022,
        activities: [
          { activityNo: 3, name: '最美工位' },
          { activityNo: 0, name: '儿童绘画' },
        ],
      },
    ]);
    const en = envelope<GalleryYear[]>(await inEnglish(LIST)).data;
    expect(en[0]?.activities.map((activity) => activity.name)).toEqual([
      'Best workstation',
      "Children's ideas",
      'Running teams',
    ]);
  });

  it('is for signed-in employees only', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: LIST,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect([response.statusCode, envelope(response).code]).toEqual([401, '302']);
  });
});

describe('gallery', () => {
  it("answers an activity's pictures in the editor's order, numbered from 1, without members", async () => {
    const db = server.database.db;
    const second = await createGalleryItem(db, {
      activityNo: 14,
      sortOrder: 2,
      childName: '李沐阳',
      parentName: '李建国',
      description: '我的机器人朋友',
    });
    const first = await createGalleryItem(db, { activityNo: 14, sortOrder: 1, childName: '王可欣' });
    await createGalleryItem(db, { activityNo: 14, sortOrder: 3, childName: '陈一诺', imageKey: null });

    const items = await gallery({ activityNo: 14 });
    expect(items.map((item) => item.childName)).toEqual(['王可欣', '李沐阳', '陈一诺']);
    expect(items[0]).toEqual({
      index: 1,
      childName: '王可欣',
      parentName: '家长',
      desc: '作品',
      imgUrl: `/file/content/${first.imageKey}`,
    });
    expect(items[1]).toEqual({
      index: 2,
      childName: '李沐阳',
      parentName: '李建国',
      desc: '我的机器人朋友',
      imgUrl: `/file/content/${second.imageKey}`,
    });
    expect(items[2]?.imgUrl).toBe('');
  });

  it('answers activity 0 (numbers start at 0) and an empty gallery with no pictures', async () => {
    await createGalleryItem(server.database.db, { activityNo: 0, childName: '赵小满' });
    expect((await gallery({ activityNo: 0 })).map((item) => item.childName)).toEqual(['赵小满']);
    expect(await gallery({ activityNo: 3 })).toEqual([]);
  });

  it('shows the monthly activity one month at a time, August when no month is asked', async () => {
    const db = server.database.db;
    await createGalleryItem(db, { activityNo: 13, month: 8, childName: '八月甲', sortOrder: 1 });
    await createGalleryItem(db, { activityNo: 13, month: 8, childName: '八月乙', sortOrder: 2 });
    await createGalleryItem(db, { activityNo: 13, month: 3, childName: '三月甲' });

    const names = async (query: Record<string, string | number>) =>
      (await gallery({ activityNo: 13, ...query })).map((item) => item.childName);
    expect(await names({})).toEqual(['八月甲', '八月乙']);
    expect(await names({ month: '' })).toEqual(['八月甲', '八月乙']);
    expect(await names({ month: 8 })).toEqual(['八月甲', '八月乙']);
    expect(await names({ month: 3 })).toEqual(['三月甲']);
    expect(await names({ month: 2 })).toEqual([]);
  });

  it('leaves out the running teams a company entered and names each team’s members', async () => {
    const db = server.database.db;
    await createGalleryItem(db, {
      activityNo: 15,
      sortOrder: 1,
      childName: '追风小队',
      member: '张伟,王芳,李娜',
      description: '一起跑',
    });
    await createGalleryItem(db, {
      activityNo: 15,
      sortOrder: 2,
      childName: '合作伙伴队',
      company: '某某科技',
    });
    await createGalleryItem(db, { activityNo: 15, sortOrder: 3, childName: '晨跑团', member: '刘洋' });

    const teams = await gallery({ activityNo: 15 });
    expect(teams.map((team) => [team.index, team.childName, team.member])).toEqual([
      [1, '追风小队', '张伟,王芳,李娜'],
      [2, '晨跑团', '刘洋'],
    ]);
  });

  it('answers 404 for an activity that does not exist, in the reader language', async () => {
    const zh = await caller.get(GALLERY, { activityNo: 99 });
    expect([zh.statusCode, envelope(zh).message, envelope(zh).error]).toEqual([
      404,
      '活动不存在',
      'gallery.notFound',
    ]);
    const en = await inEnglish(`${GALLERY}?activityNo=99&month=8`);
    expect([en.statusCode, envelope(en).message]).toEqual([404, 'That activity does not exist']);
  });

  it('refuses a month for an activity not shown by month', async () => {
    const zh = await caller.get(GALLERY, { activityNo: 14, month: 8 });
    expect([zh.statusCode, envelope(zh).message, envelope(zh).error]).toEqual([
      400,
      '该活动不按月份展示',
      'gallery.monthNotMonthly',
    ]);
    const en = await inEnglish(`${GALLERY}?activityNo=15&month=3`);
    expect([en.statusCode, envelope(en).message]).toEqual([400, 'This activity is not shown by month']);
  });

  it('refuses a month outside February to August', async () => {
    for (const month of ['1', '9', '0', '12', '2.5', 'aug', '-3', '08x']) {
      const response = await caller.get(GALLERY, { activityNo: 13, month });
      expect([month, response.statusCode, envelope(response).error]).toEqual([
        month,
        400,
        'gallery.monthRange',
      ]);
    }
    const zh = await caller.get(GALLERY, { activityNo: 13, month: 9 });
    expect(envelope(zh).message).toBe('月份应为 2 到 8 之间的整数');
    const en = await inEnglish(`${GALLERY}?activityNo=13&month=1`);
    expect(envelope(en).message).toBe('The month must be a whole number from 2 to 8');
  });

  it('refuses an activity number that is missing or not a whole number in range', async () => {
    for (const activityNo of ['', '-1', '1.5', 'abc', '2147483648', '99999999999', '0x10', ' 13']) {
      const response = await caller.get(GALLERY, { activityNo });
      expect([activityNo, response.statusCode, envelope(response).error]).toEqual([
        activityNo,
        400,
        'gallery.activityNo',
      ]);
    }
    const missing = await caller.get(GALLERY);
    expect([missing.statusCode, envelope(missing).message]).toEqual([
      400,
      '活动编号应为 0 到 2147483647 之间的整数',
    ]);
  });
});
