import { type OfficeAddress, XHR_HEADER, XHR_HEADER_VALUE } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { envelope, signIn, useTestServer } from '../../../test/support.ts';
import { createOfficeAddress } from './test-factories.ts';

const server = useTestServer();

describe('GET /workAddress/list', () => {
  it('answers every office in the table order, numbered from 1, with the contract field names', async () => {
    const caller = await signIn(server);
    const db = server.database.db;
    const singapore = await createOfficeAddress(db, {
      sortOrder: 30,
      country: '新加坡',
      city: '新加坡',
      workAddress: '1 Raffles Place, #20-01',
      accessPerson: 'Tan Wei Ming',
      email: 'sg.office@example.com',
    });
    const shenzhen = await createOfficeAddress(db, { sortOrder: 10, city: '深圳' });
    const beijing = await createOfficeAddress(db, { sortOrder: 20, city: '北京' });
    const beijingSecond = await createOfficeAddress(db, {
      sortOrder: 20,
      city: '北京',
      workAddress: '北京市经济技术开发区科创十三街',
    });

    const list = envelope<OfficeAddress[]>(await caller.get('/workAddress/list')).data;
    const addresses = list.map((office) => office.workAddress);
    const ordered = [shenzhen, beijing, beijingSecond, singapore].map((row) => row.workAddress);
    expect(addresses.filter((address) => ordered.includes(address))).toEqual(ordered);
    expect(list.map((office) => office.index)).toEqual(list.map((_, position) => position + 1));
    expect(list.at(-1)).toEqual({
      index: list.length,
      country: '新加坡',
      city: '新加坡',
      workAddress: '1 Raffles Place, #20-01',
      accessPerson: 'Tan Wei Ming',
      email: 'sg.office@example.com',
    });
  });

  it('is for signed-in employees only', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/workAddress/list',
      headers: { [XHR_HEADER]: XHR_HEADER_VALUE },
    });
    expect(response.statusCode).toBe(401);
    expect(envelope(response).code).toBe('302');
  });
});
