import type { ApartmentPage } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelope, signIn, useTestServer } from '../../../test/support.ts';
import { createApartments } from './test-factories.ts';

const server = useTestServer();

beforeAll(async () => {
  await createApartments(server.database.db, 5000);
  await createApartments(server.database.db, 30, { leaseType: '合租', supersededAt: new Date() });
  await createApartments(server.database.db, 40, { base: '北京' });
});

describe('POST /apartment/list/page at 5,000 listings', () => {
  it('answers one page at a time with the total, in sheet order', async () => {
    const caller = await signIn(server);
    const first = envelope<ApartmentPage>(await caller.post('/apartment/list/page', {})).data;
    expect(first.total).toBe(5040);
    expect(first.list.map((item) => item.plot)).toEqual(
      Array.from({ length: 20 }, (_, i) => `小区 ${i + 1}`),
    );

    const last = envelope<ApartmentPage>(
      await caller.post('/apartment/list/page', { pageNo: 250, pageSize: 20 }),
    ).data;
    expect(last.list.map((item) => item.plot)).toEqual(
      Array.from({ length: 20 }, (_, i) => `小区 ${4981 + i}`),
    );
    const beyond = envelope<ApartmentPage>(await caller.post('/apartment/list/page', { pageNo: 999 })).data;
    expect(beyond).toEqual({ list: [], total: 5040 });
  });

  it('pages the filtered listings, superseded ones never counted', async () => {
    const caller = await signIn(server);
    const beijing = envelope<ApartmentPage>(
      await caller.post('/apartment/list/page', { base: '北京', pageSize: 25, pageNo: 2 }),
    ).data;
    expect(beijing.total).toBe(40);
    expect(beijing.list).toHaveLength(15);
    expect(
      envelope<ApartmentPage>(await caller.post('/apartment/list/page', { leaseType: '合租' })).data.total,
    ).toBe(0);
  });

  it('refuses a page size above 100', async () => {
    const caller = await signIn(server);
    expect((await caller.post('/apartment/list/page', { pageSize: 5000 })).statusCode).toBe(400);
  });
});
