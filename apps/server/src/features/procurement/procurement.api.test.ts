import type { ProcurementBatch, ProcurementDisclosure } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { envelope, signIn, useTestServer } from '../../../test/support.ts';
import { daysFromNow } from '../home/test-factories.ts';
import { createProcurementBatch } from './test-factories.ts';

const server = useTestServer();

describe('GET /procurement/getProcurementList', () => {
  it('lists published batches newest month first with the contract field names only', async () => {
    const caller = await signIn(server);
    const db = server.database.db;
    const march = await createProcurementBatch(db, { batchMonth: '2021-03', name: '三月第1批' });
    const may = await createProcurementBatch(db, { batchMonth: '2021-05', name: '五月第1批' });
    const draft = await createProcurementBatch(db, { batchMonth: '2021-05', status: 'draft' });
    const scheduled = await createProcurementBatch(db, {
      batchMonth: '2021-05',
      publishedAt: daysFromNow(1),
    });

    const list = envelope<ProcurementBatch[]>(await caller.get('/procurement/getProcurementList')).data;
    const ids = list.map((batch) => batch.batch_id);
    expect(ids.indexOf(may.batchId)).toBeLessThan(ids.indexOf(march.batchId));
    expect(ids).not.toContain(draft.batchId);
    expect(ids).not.toContain(scheduled.batchId);
    expect(list.find((batch) => batch.batch_id === march.batchId)).toStrictEqual({
      batch_id: march.batchId,
      name: '三月第1批',
      batchMonth: '2021-03',
    });
  });
});

describe('GET /procurement/getProcurementDetailList', () => {
  it("gives the month's published batches with their content, in the order they went out", async () => {
    const caller = await signIn(server);
    const db = server.database.db;
    const later = await createProcurementBatch(db, {
      batchMonth: '2022-07',
      name: '第2批',
      publishedAt: daysFromNow(-1),
      content: '<table><tr><td>笔记本电脑</td></tr></table>',
    });
    const earlier = await createProcurementBatch(db, {
      batchMonth: '2022-07',
      name: '第1批',
      publishedAt: daysFromNow(-9),
    });
    await createProcurementBatch(db, { batchMonth: '2022-07', status: 'draft' });
    await createProcurementBatch(db, { batchMonth: '2022-07', publishedAt: daysFromNow(3) });
    await createProcurementBatch(db, { batchMonth: '2022-08' });

    const month = envelope<ProcurementDisclosure[]>(
      await caller.get('/procurement/getProcurementDetailList', { month: '2022-07' }),
    ).data;
    expect(month.map((batch) => batch.batch_id)).toEqual([earlier.batchId, later.batchId]);
    expect(month[1]).toEqual({
      batch_id: later.batchId,
      name: '第2批',
      batchMonth: '2022-07',
      content: '<table><tr><td>笔记本电脑</td></tr></table>',
      publishTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const empty = await caller.get('/procurement/getProcurementDetailList', { month: '1999-01' });
    expect(envelope(empty).data).toEqual([]);
  });

  it('refuses a month that is not YYYY-MM, in the reader language', async () => {
    const caller = await signIn(server);
    const zh = await caller.get('/procurement/getProcurementDetailList', { month: '2022-13' });
    expect(zh.statusCode).toBe(400);
    expect(envelope(zh).message).toBe('月份格式应为 YYYY-MM');
    const en = await server.app.inject({
      method: 'GET',
      url: '/procurement/getProcurementDetailList?month=july',
      headers: { cookie: caller.cookie, 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'en' },
    });
    expect(envelope(en).message).toBe('Months must look like YYYY-MM');
  });
});
