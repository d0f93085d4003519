import {
  CULTURE_CIRCLES,
  type CultureItem,
  type HomeBanner,
  type ProcurementBatch,
  type ProcurementDisclosure,
} from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/factories.ts';
import { type Caller, envelope, signIn, useTestServer } from '../../../../test/support.ts';
import { CompanyClock } from '../../../lib/company-time.ts';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import { seededRandom } from '../../random.ts';
import { seedHome } from '../home.ts';

const server = useTestServer();
let caller: Caller;

beforeAll(async () => {
  const admin = await createUser(server.database.db);
  await server.database.db.transaction((tx) =>
    seedHome({
      tx,
      clock: new CompanyClock('Asia/Shanghai'),
      random: seededRandom(7),
      storage: server.app.ctx.storage,
      adminId: admin.id,
      userIds: [admin.id],
      employees: [],
    }),
  );
  caller = await signIn(server);
});

const get = async <T>(path: string, query?: Record<string, string>) =>
  envelope<T>(await caller.get(path, query)).data;

describe('the home demo content', () => {
  it('has eleven slides whose pictures are stored', async () => {
    const slides = await get<HomeBanner[]>('/new/api/sso/portal/getBannerList');
    expect(slides).toHaveLength(11);
    const picture = await server.app.inject({
      method: 'GET',
      url: slides[0]?.picUrl ?? '',
      headers: { cookie: caller.cookie },
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/svg+xml');
  });

  it('has a detail picture for each of the nine circles', async () => {
    const items = await get<CultureItem[]>('/enterCulture/selectAllNoParam');
    expect(items.map((item) => item.circle)).toEqual([...CULTURE_CIRCLES]);
  });

  it('discloses six months of procurement, only published and due, with sanitized HTML', async () => {
    const batches = await get<ProcurementBatch[]>('/procurement/getProcurementList');
    const months = [...new Set(batches.map((batch) => batch.batchMonth))];
    expect(months).toHaveLength(6);
    expect(months).toEqual([...months].sort().reverse());
    const thisMonth = months[0] as string;
    expect(batches.filter((batch) => batch.batchMonth === thisMonth)).toHaveLength(1);
    for (const month of months) {
      for (const batch of await get<ProcurementDisclosure[]>('/procurement/getProcurementDetailList', {
        month,
      })) {
        expect(batch.content).toContain('<table>');
        expect(sanitizeHtml(batch.content)).toBe(batch.content);
      }
    }
  });
});
