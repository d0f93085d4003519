import type { GalleryItem, GalleryYear } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { type Caller, envelope, signIn, useTestServer } from '../../test/support.ts';
import { buildEmployees } from './employees.ts';
import { seedGallery } from './gallery.ts';
import { seededRandom } from './random.ts';

const server = useTestServer();
let caller: Caller;

beforeAll(async () => {
  const admin = await createUser(server.database.db);
  const employees = buildEmployees(seededRandom(3));
  await server.database.db.transaction((tx) =>
    seedGallery({ tx, storage: server.app.ctx.storage, adminId: admin.id, employees }),
  );
  caller = await signIn(server);
});

const get = async <T>(path: string, query?: Record<string, string | number>) =>
  envelope<T>(await caller.get(path, query)).data;
const gallery = (query: Record<string, number>) => get<GalleryItem[]>('/activity/gallery', query);

/** The picture's width / height, from the SVG's own size. */
async function ratioOf(url: string) {
  const picture = await server.app.inject({ method: 'GET', url, headers: { cookie: caller.cookie } });
  expect(picture.headers['content-type']).toBe('image/svg+xml');
  const [, width, height] = /width="(\d+)" height="(\d+)"/.exec(picture.body) ?? [];
  return Number(width) / Number(height);
}

describe('the gallery demo data', () => {
  it("has every year's activities, each year's first being the one picking the year shows", async () => {
    const years = await get<GalleryYear[]>('/activity/list');
    expect(
      years.map(({ year, activities }) => [year, activities.map((activity) => activity.activityNo)]),
    ).toEqual([
      [2025, [13, 14, 15]],
      [2024, [6, 8, 7]],
      [2023, [4, 5]],
      [2022, [3, 0, 1, 2]],
    ]);
  });

  it('fills every gallery with 8 to 16 pictures, the monthly one in each month from February to August', async () => {
    for (const activityNo of [14, 15, 6, 8, 7, 4, 5, 3, 0, 1, 2]) {
      const items = await gallery({ activityNo });
      expect([activityNo, items.length >= 8 && items.length <= 16]).toEqual([activityNo, true]);
    }
    for (const month of [2, 3, 4, 5, 6, 7, 8]) {
      expect((await gallery({ activityNo: 13, month })).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('draws portrait, square and landscape pictures in the monthly gallery', async () => {
    const ratios = await Promise.all((await gallery({ activityNo: 13 })).map((item) => ratioOf(item.imgUrl)));
    expect(ratios.some((ratio) => ratio < 1)).toBe(true);
    expect(ratios.some((ratio) => ratio === 1)).toBe(true);
    expect(ratios.some((ratio) => ratio > 1)).toBe(true);
  });

  it('shows running teams with their members, not the teams a company entered', async () => {
    const teams = await gallery({ activityNo: 15 });
    expect(teams.every((team) => (team.member?.split(',').length ?? 0) >= 3)).toBe(true);
    expect(teams.map((team) => team.childName)).not.toContain('云帆伙伴队');
  });

  it("names children's paintings with the child, the parent and the painting", async () => {
    const [first] = await gallery({ activityNo: 14 });
    expect(first?.childName).toMatch(/^\p{Script=Han}{3}$/u);
    expect(first?.childName.slice(0, 1)).toBe(first?.parentName.slice(0, 1));
    expect(first?.desc).not.toBe('');
  });
});
