import type { PublicAsset } from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { ASSETS_RIGHT } from './policy.ts';
import { publicAssets } from './schema.ts';
import { createPublicAsset } from './test-factories.ts';

const server = useTestServer();
const db = () => server.database.db;

const signInWith = async (roles: string[]) => signIn(server, await createUser(db(), { roles }));

const fields = {
  assetNo: 'XH-AV-2026-0001',
  name: '会议平板 86 寸',
  category: 'av',
  city: '深圳',
  building: '会展湾T10栋',
  custodianEmail: '',
  status: 'inUse',
  purchaseDate: '2026-03-15',
};

const listOf = async (caller: Caller, filter: Record<string, string> = {}) =>
  envelope<PublicAsset[]>(await caller.post('/assets/list', filter)).data;

const assetCount = async () => (await db().select({ count: count() }).from(publicAssets))[0]?.count;

describe('the assets right in GET /rights/mine', () => {
  it('is named for holders of the assets right and administrators only', async () => {
    const answers = [];
    for (const roles of [[ASSETS_RIGHT], ['admin'], [], ['rotation:import']]) {
      const rights = envelope<string[]>(await (await signInWith(roles)).get('/rights/mine')).data;
      answers.push(rights.includes(ASSETS_RIGHT));
    }
    expect(answers).toEqual([true, true, false, false]);
  });
});

describe('POST /assets/list', () => {
  it('lists every asset with its custodian, and searches by keyword, category, status and place', async () => {
    const caller = await signInWith([]);
    const keeper = await createUser(db(), { name: '资产管家' });
    const laptop = await createPublicAsset(db(), {
      assetNo: 'LIST-IT-0001',
      name: '笔记本电脑',
      category: 'computer',
      custodianId: keeper.id,
    });
    await createPublicAsset(db(), {
      assetNo: 'LIST-AV-0002',
      status: 'repair',
      city: '上海',
      building: '星创',
    });
    await createPublicAsset(db(), {
      assetNo: 'LIST-FU-0003',
      name: '升降桌',
      category: 'furniture',
      status: 'idle',
    });

    const all = await listOf(caller, { keyword: 'LIST-' });
    expect(all.map((asset) => asset.assetNo)).toEqual(['LIST-AV-0002', 'LIST-FU-0003', 'LIST-IT-0001']);
    expect(all[2]).toStrictEqual({
      id: laptop.id,
      assetNo: 'LIST-IT-0001',
      name: '笔记本电脑',
      category: 'computer',
      city: '北京',
      building: 'IC-Park一号楼',
      custodianName: '资产管家',
      custodianEmail: keeper.email,
      status: 'inUse',
      purchaseDate: '2024-06-18',
      updateTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    expect(all[0]?.custodianName).toBe('');
    const numbers = async (filter: Record<string, string>) =>
      (await listOf(caller, { keyword: 'LIST-', ...filter })).map((asset) => asset.assetNo);
    expect(await numbers({ category: 'furniture' })).toEqual(['LIST-FU-0003']);
    expect(await numbers({ status: 'repair' })).toEqual(['LIST-AV-0002']);
    expect(await numbers({ city: '上海', building: '星创' })).toEqual(['LIST-AV-0002']);
    expect(await numbers({ category: '', status: '' })).toHaveLength(3);
    expect((await listOf(caller, { keyword: '资产管家' })).map((asset) => asset.id)).toEqual([laptop.id]);
    expect(await listOf(caller, { keyword: '%' })).toEqual([]);
  });

  it('refuses unknown categories and statuses, oversize and NUL keywords', async () => {
    const caller = await signInWith([]);
    for (const [filter, key] of [
      [{ category: 'boat' }, 'assets.category'],
      [{ status: 'lost' }, 'assets.status'],
      [{ keyword: 'a\u0000' }, 'request.nulByte'],
    ] as const) {
      const response = await caller.post('/assets/list', filter);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).error).toBe(key);
    }
    expect((await caller.post('/assets/list', { keyword: 'k'.repeat(51) })).statusCode).toBe(400);
  });
});

describe('POST /assets/create and /assets/update', () => {
  it('lets a holder of the right add an asset with a custodian, and change it', async () => {
    const editor = await signInWith([ASSETS_RIGHT]);
    const keeper = await createUser(db(), { name: '保管人' });
    const response = await editor.post('/assets/create', {
      ...fields,
      custodianEmail: keeper.email.toUpperCase(),
    });
    expect(envelope(response).message).toBe('资产已添加');
    const created = envelope<PublicAsset>(response).data;
    expect(created).toMatchObject({
      assetNo: fields.assetNo,
      custodianName: '保管人',
      custodianEmail: keeper.email,
    });

    const changed = envelope<PublicAsset>(
      await editor.post('/assets/update', {
        ...fields,
        id: created.id,
        status: 'scrapped',
        custodianEmail: '',
      }),
    ).data;
    expect(changed).toMatchObject({ id: created.id, status: 'scrapped', custodianName: '' });
  });

  it('refuses employees without the right, and changes nothing', async () => {
    const employee = await signInWith(['rotation:import']);
    const asset = await createPublicAsset(db());
    const before = await assetCount();
    const create = await employee.post('/assets/create', { ...fields, assetNo: 'NO-RIGHT-1' });
    expect(create.statusCode).toBe(403);
    expect(envelope(create).error).toBe('auth.forbidden');
    const update = await employee.post('/assets/update', { ...fields, id: asset.id, name: '改名' });
    expect(update.statusCode).toBe(403);
    expect(await assetCount()).toBe(before);
    const [row] = await db().select().from(publicAssets).where(eq(publicAssets.id, asset.id));
    expect(row?.name).toBe('投影仪');
  });

  it('refuses a taken number, an unknown place or custodian, bad fields and unknown or huge ids', async () => {
    const editor = await signInWith(['admin']);
    const taken = await createPublicAsset(db(), { assetNo: 'TAKEN-0001' });
    const other = await createPublicAsset(db());
    for (const [body, status, key] of [
      [{ ...fields, assetNo: 'TAKEN-0001' }, 409, 'assets.duplicateNumber'],
      [{ ...fields, id: other.id, assetNo: 'TAKEN-0001' }, 409, 'assets.duplicateNumber'],
      [{ ...fields, city: '广州', building: '天河' }, 400, 'assets.unknownLocation'],
      [{ ...fields, building: 'IC-PARK-7号楼' }, 400, 'assets.unknownLocation'],
      [{ ...fields, building: '' }, 400, 'assets.unknownLocation'],
      [{ ...fields, custodianEmail: 'nobody@example.com' }, 400, 'assets.unknownCustodian'],
      [{ ...fields, assetNo: ' ' }, 400, 'assets.numberRequired'],
      [{ ...fields, assetNo: 'N'.repeat(41) }, 400, 'assets.numberTooLong'],
      [{ ...fields, name: '名'.repeat(101) }, 400, 'assets.nameTooLong'],
      [{ ...fields, name: 'a\u0000b' }, 400, 'request.nulByte'],
      [{ ...fields, category: 'boat' }, 400, 'assets.category'],
      [{ ...fields, status: 'sold' }, 400, 'assets.status'],
      [{ ...fields, purchaseDate: '2026-13-01' }, 400, 'date.format'],
      [{ ...fields, id: 2_000_000_000 }, 404, 'assets.notFound'],
      [{ ...fields, id: 2_147_483_648 }, 400, 'request.idRange'],
    ] as const) {
      const url = 'id' in body ? '/assets/update' : '/assets/create';
      const response = await editor.post(url, body);
      expect(response.statusCode, key).toBe(status);
      expect(envelope(response).error).toBe(key);
    }
    const [row] = await db().select().from(publicAssets).where(eq(publicAssets.id, taken.id));
    expect(row?.name).toBe('投影仪');
  });
});
