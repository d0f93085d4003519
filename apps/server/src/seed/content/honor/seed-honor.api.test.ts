import type { Award, CommentThread, HonorItem } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/factories.ts';
import { type Caller, envelope, signIn, useTestServer } from '../../../../test/support.ts';
import { awards } from '../../../features/honor/schema.ts';
import { CompanyClock } from '../../../lib/company-time.ts';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import { seededRandom } from '../../random.ts';
import { seedHonor } from '../honor.ts';

const server = useTestServer();
const clock = new CompanyClock('Asia/Shanghai');
let caller: Caller;
let items: HonorItem[];

beforeAll(async () => {
  const db = server.database.db;
  const people = await Promise.all(Array.from({ length: 12 }, () => createUser(db)));
  await db.transaction((tx) =>
    seedHonor({
      tx,
      clock,
      random: seededRandom(11),
      storage: server.app.ctx.storage,
      adminId: people[0]?.id as number,
      userIds: people.map((person) => person.id),
      employees: people.map((person) => ({ ...person, roles: [] })),
    }),
  );
  caller = await signIn(server);
  const wall = await caller.post('/new/api/sso/portal/getNewsFile/wallOfFame', {});
  items = envelope<{ items: HonorItem[] }>(wall).data.items;
}, 60_000);

describe('the honor hall demo content', () => {
  it('has the awards with 11 as the teacher/student award, 100 left free, and a sequence past them', async () => {
    const list = envelope<Award[]>(await caller.post('/new/api/sso/portal/fame/awardList')).data;
    expect(list).toHaveLength(11);
    expect(list.find((award) => award.id === 11)?.award).toBe('最佳师徒奖');
    expect(list.some((award) => award.id === 100)).toBe(false);
    const [added] = await server.database.db.insert(awards).values({ award: '新奖项' }).returning();
    expect(added?.id).toBe(12);
  });

  it('spans twelve published months, the current month’s draft hidden', () => {
    const months = [...new Set(items.map((item) => item.time))];
    expect(months).toHaveLength(12);
    expect(months).not.toContain(clock.today().slice(0, 7));
  });

  it('has teams with comma-separated names and teacher/student pairs for award 11', () => {
    expect(items.some((item) => item.awardId === 4 && item.name.split(',').length >= 2)).toBe(true);
    const pairs = items.filter((item) => item.awardId === 11);
    expect(pairs.length).toBeGreaterThan(0);
    for (const pair of pairs) expect(pair.name.split(',')).toHaveLength(2);
  });

  it('gives every honor a stored picture first, and sanitized articles in Chinese and English', async () => {
    for (const item of items) {
      expect(item.attachments[0]?.fileUrl).toMatch(/^\/file\/content\/seed-.+\.svg$/);
      expect(sanitizeHtml(item.article)).toBe(item.article);
    }
    const picture = await server.app.inject({
      method: 'GET',
      url: items[0]?.attachments[0]?.fileUrl ?? '',
      headers: { cookie: caller.cookie },
    });
    expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    expect(items.some((item) => item.article.includes('Congratulations'))).toBe(true);
  });

  it('has views, likes and comments on the latest honors', async () => {
    const latest = items.slice(0, 6);
    const threads = await Promise.all(
      latest.map(
        async (item) =>
          envelope<CommentThread>(
            await caller.post('/new/api/oa/portal/post/list', { resourceId: item.id, type: 1 }),
          ).data,
      ),
    );
    for (const thread of threads) expect(thread.view).toBeGreaterThan(0);
    expect(threads.some((thread) => thread.like > 0)).toBe(true);
    expect(threads.some((thread) => thread.comments.length > 0)).toBe(true);
  });
});
