import type { MeetingAction, MeetingDetail, MeetingListItem } from '@portal/contracts';
import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelope, signIn, useTestServer } from '../../../test/support.ts';
import { seed } from '../../seed/seed.ts';
import { users } from '../people/schema.ts';

const server = useTestServer();

beforeAll(async () => {
  await seed(server.database.db, {
    now: new Date(),
    timeZone: server.app.ctx.config.timeZone,
    storage: server.app.ctx.storage,
  });
}, 120_000);

describe('demo meetings', () => {
  it('the demo people have past meetings with minutes and action plans, and something to handle', async () => {
    const [demo] = await server.database.db.select().from(users).orderBy(asc(users.id)).limit(1);
    const caller = await signIn(server, demo);
    const recorded = envelope<{ list: MeetingListItem[]; total: number }>(
      await caller.post('/meeting/list', { listType: 'mine', status: 4, pageSize: 100 }),
    ).data;
    expect(recorded.total).toBeGreaterThanOrEqual(3);
    const first = recorded.list[0] as MeetingListItem;
    const detail = envelope<MeetingDetail>(await caller.get('/meeting/detail', { id: first.id })).data;
    expect(detail.minutes).toMatch(/^<h3>/);
    expect(detail.recorder).not.toBeNull();
    expect(detail.actions.length).toBe(2);

    const followed = envelope<{ list: MeetingAction[]; total: number }>(
      await caller.post('/meeting/action/my', { scope: 'followed', pageSize: 100 }),
    ).data;
    expect(followed.total).toBeGreaterThan(0);
  });
});
