import { type Apartment, type ApartmentOptions, XHR_HEADER, XHR_HEADER_VALUE } from '@portal/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { envelope, signIn, useTestServer } from '../../../test/support.ts';
import { APARTMENT_COLUMNS } from './columns.ts';
import { createApartment, createApartmentImporter } from './test-factories.ts';

const server = useTestServer();

const list = async (body: unknown) => {
  const caller = await signIn(server);
  const response = await caller.post('/apartment/list/effective', body);
  expect(response.statusCode).toBe(200);
  return envelope<Apartment[]>(response).data;
};

describe('GET /apartment/auth', () => {
  it('answers whether the caller may import: the right holder and an admin yes, others no', async () => {
    const db = server.database.db;
    const answer = async (roles?: string[]) => {
      const caller = await signIn(server, roles ? await createUser(db, { roles }) : undefined);
      return envelope<boolean>(await caller.get('/apartment/auth')).data;
    };
    expect(await answer()).toBe(false);
    expect(await answer(['rotation:import', 'feedback:read'])).toBe(false);
    expect(await answer(['apartment:import'])).toBe(true);
    expect(await answer(['admin'])).toBe(true);
  });

  it('sends a caller without a session to sign-on', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/apartment/auth',
      headers: { [XHR_HEADER]: XHR_HEADER_VALUE },
    });
    expect(response.statusCode).toBe(401);
    expect(envelope(response).code).toBe('302');
  });
});

describe('the effective listings and their filters', () => {
  let shenzhen: Awaited<ReturnType<typeof createApartment>>;
  let beijing: Awaited<ReturnType<typeof createApartment>>;
  let wuhan: Awaited<ReturnType<typeof createApartment>>;

  beforeAll(async () => {
    const db = server.database.db;
    shenzhen = await createApartment(db, {
      base: '深圳',
      apartmentType: '人才公寓',
      leaseType: '整租',
      houseType: '一室一厅',
      standardRent: 4500,
      picture: '/file/content/seed-abc.svg',
    });
    beijing = await createApartment(db, {
      base: '北京',
      apartmentType: '合作公寓',
      leaseType: '合租',
      houseType: '三室一厅',
      standardRent: 1005,
    });
    wuhan = await createApartment(db, {
      base: '武汉',
      apartmentType: '人才公寓',
      leaseType: '合租',
      houseType: '一室一厅',
      standardRent: 45,
    });
    // An earlier import's listing: kept in the table, never listed nor offered as a filter value.
    await createApartment(db, { base: '厦门', houseType: '开间', supersededAt: new Date() });
  });

  it('lists every effective listing in order, with the rent after 7折 and the contract fields only', async () => {
    const all = await list({});
    expect(all.map((item) => item.id)).toEqual([shenzhen.id, beijing.id, wuhan.id]);
    expect(all[0]).toStrictEqual({
      id: shenzhen.id,
      base: '深圳',
      apartmentType: '人才公寓',
      plot: '测试小区',
      distance: '步行5分钟',
      leaseType: '整租',
      quantity: 2,
      houseType: '一室一厅',
      discountedRent: 3150,
      floor: '6层',
      orientation: '南',
      checkInTime: '随时入住',
      elevator: '有',
      gateLock: '密码锁',
      contactPerson: '测试联系人',
      picture: '/file/content/seed-abc.svg',
    });
    // 703.5 and 31.5 round half up.
    expect(all.map((item) => item.discountedRent)).toEqual([3150, 704, 32]);
  });

  it.each([
    [{ base: '北京' }, () => [beijing.id]],
    [{ apartmentType: '人才公寓' }, () => [shenzhen.id, wuhan.id]],
    [{ leaseType: '合租' }, () => [beijing.id, wuhan.id]],
    [{ houseType: '一室一厅' }, () => [shenzhen.id, wuhan.id]],
    [{ apartmentType: '人才公寓', leaseType: '合租' }, () => [wuhan.id]],
    [{ base: '深圳', apartmentType: '合作公寓' }, () => []],
    [{ base: '厦门' }, () => []],
    [
      { base: '', apartmentType: null, leaseType: '  ', houseType: '' },
      () => [shenzhen.id, beijing.id, wuhan.id],
    ],
    [{ base: '<script>', houseType: "' or 1=1 --" }, () => []],
  ])('filters by %j (empty or null means any)', async (filter, expected) => {
    expect((await list(filter)).map((item) => item.id)).toEqual(expected());
  });

  it('refuses filter values the contract does not take, in the reader language', async () => {
    const caller = await signIn(server);
    const nul = await caller.post('/apartment/list/effective', { base: '深\u0000圳' });
    expect(nul.statusCode).toBe(400);
    expect(envelope(nul).error).toBe('request.nulByte');
    const number = await server.app.inject({
      method: 'POST',
      url: '/apartment/list/effective',
      headers: { cookie: caller.cookie, [XHR_HEADER]: XHR_HEADER_VALUE, 'accept-language': 'en' },
      payload: { leaseType: 3 },
    });
    expect(number.statusCode).toBe(400);
    expect(envelope(number).message).toMatch(/^Invalid request/);
  });

  it('offers as filter values those present among the effective listings, in the known order', async () => {
    const caller = await signIn(server);
    const options = envelope<ApartmentOptions>(await caller.get('/apartment/options')).data;
    expect(options).toEqual({
      bases: ['深圳', '北京', '武汉'],
      apartmentTypes: ['人才公寓', '合作公寓'],
      leaseTypes: ['整租', '合租'],
      houseTypes: ['三室一厅', '一室一厅'],
    });
  });
});

describe('GET /apartment/template', () => {
  it('gives the right holder an .xlsx whose header row is what the import reads', async () => {
    const caller = await signIn(server, await createApartmentImporter(server.database.db));
    const response = await server.app.inject({
      method: 'GET',
      url: '/apartment/template',
      headers: { cookie: caller.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const header = workbook.worksheets[0]?.getRow(1).values as unknown[];
    expect(header.slice(1)).toEqual(APARTMENT_COLUMNS.map((column) => column.headers[0]));
    expect(workbook.worksheets[0]?.getRow(2).getCell(1).value).toBe('深圳');
  });

  it('refuses an employee without the right (403), in the reader language', async () => {
    const caller = await signIn(server);
    const zh = await server.app.inject({
      method: 'GET',
      url: '/apartment/template',
      headers: { cookie: caller.cookie },
    });
    expect(zh.statusCode).toBe(403);
    expect(envelope(zh).message).toBe('没有权限');
    const en = await server.app.inject({
      method: 'GET',
      url: '/apartment/template',
      headers: { cookie: caller.cookie, 'accept-language': 'en' },
    });
    expect(envelope(en).message).toBe('Not authorized');
  });
});
