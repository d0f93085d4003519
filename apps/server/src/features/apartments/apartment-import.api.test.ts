import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type Apartment,
  type ApartmentImportPreview,
  IMPORT_CONFIRM_FIELD,
  IMPORT_FILE_FIELD,
  IMPORT_NAME_FIELD,
  type ImportResult,
  XHR_HEADER,
  XHR_HEADER_VALUE,
} from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { importSpreadsheet, multipartBody } from '../../../test/uploads.ts';
import { buildTemplate } from '../spreadsheets/index.ts';
import { spreadsheetImports } from '../spreadsheets/schema.ts';
import { APARTMENT_COLUMNS, APARTMENT_TEMPLATE_EXAMPLE } from './columns.ts';
import { apartments } from './schema.ts';
import { createApartment, createApartmentImporter } from './test-factories.ts';

const server = useTestServer();
const fixtures = path.resolve(import.meta.dirname, '../../../test/fixtures/spreadsheets');

/** Sends a file to the preview, or to the import with a confirmation token, like the page. */
function send(caller: Caller, url: string, file: { bytes: Buffer; fileName: string }, confirm?: string) {
  return server.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'multipart/form-data; boundary=----portal-test-7d3f',
      cookie: caller.cookie,
      [XHR_HEADER]: XHR_HEADER_VALUE,
    },
    payload: multipartBody([
      { field: IMPORT_NAME_FIELD, value: file.fileName },
      { field: IMPORT_FILE_FIELD, fileName: file.fileName, bytes: file.bytes },
      ...(confirm === undefined ? [] : [{ field: IMPORT_CONFIRM_FIELD, value: confirm }]),
    ]),
  });
}

const fixture = async (fileName: string) => ({
  bytes: await readFile(path.join(fixtures, fileName)),
  fileName,
});
const preview = async (caller: Caller, fileName: string) =>
  envelope<ApartmentImportPreview>(await send(caller, '/apartment/import/preview', await fixture(fileName)))
    .data;

/** A third good file: the template with its example row. */
const anotherFile = async () => ({
  bytes: await buildTemplate('公寓房源', APARTMENT_COLUMNS, [APARTMENT_TEMPLATE_EXAMPLE]),
  fileName: 'template.xlsx',
});

/** The page's import: the preview, then the same file confirmed with its token. */
async function importFixture(caller: Caller, fileName: string, language: 'zh' | 'en' = 'zh') {
  const bytes = await readFile(path.join(fixtures, fileName));
  const dryRun = await importSpreadsheet(
    server,
    caller,
    '/apartment/import/preview',
    { bytes, fileName },
    language,
  );
  if (dryRun.statusCode !== 200) return dryRun;
  return send(
    caller,
    '/apartment/import',
    { bytes, fileName },
    envelope<ApartmentImportPreview>(dryRun).data.token,
  );
}

const effectiveList = async (caller: Caller) =>
  envelope<Apartment[]>(await caller.post('/apartment/list/effective', {})).data;

/** Everything an import could touch: every listing row (superseded ones too) and the import log. */
const tableState = async () => ({
  apartments: await server.database.db.select().from(apartments).orderBy(asc(apartments.id)),
  imports: await server.database.db.select().from(spreadsheetImports),
});

/** The listings of the good fixture, as the page shows them (without ids). */
const GOOD_SHEET = [
  [
    '深圳',
    '人才公寓',
    '前海嘉里人才公寓',
    '步行8分钟',
    '整租',
    4,
    '一室一厅',
    3150,
    '12层',
    '南',
    '随时入住',
  ],
  ['深圳', '合作公寓', '后海蔚蓝海岸', '地铁2站', '合租', 6, '三室一厅', 1610, '7层', '东南', '2026-03-01'],
  ['北京', '长租公寓', '亦庄瀛海家园', '班车15分钟', '整租', 2, '两室一厅', 3640, '5层', '南北', '随时入住'],
  ['上海', '酒店式公寓', '张江汤臣豪园', '步行12分钟', '整租', 3, '开间', 2799, '18层', '西', '2026-04-15'],
  ['武汉', '人才公寓', '光谷青年城', '骑行10分钟', '合租', 8, '四室一厅', 1050, '3层', '北', '随时入住'],
];
const shown = (item: Apartment) => [
  item.base,
  item.apartmentType,
  item.plot,
  item.distance,
  item.leaseType,
  item.quantity,
  item.houseType,
  item.discountedRent,
  item.floor,
  item.orientation,
  item.checkInTime,
];

let seeded: Awaited<ReturnType<typeof createApartment>>;
beforeEach(async () => {
  seeded = await createApartment(server.database.db, { plot: `导入前-${Date.now()}` });
});

describe('POST /apartment/import as the right holder', () => {
  it.each(['apartments-good.xlsx', 'apartments-good.xls'])(
    'replaces the effective listings with the rows of %s (LibreOffice), keeping the old ones superseded',
    async (fileName) => {
      const importer = await createApartmentImporter(server.database.db);
      const caller = await signIn(server, importer);
      const response = await importFixture(caller, fileName);
      expect(response.statusCode).toBe(200);
      expect(envelope<ImportResult>(response).data).toEqual({ imported: 5 });

      const listed = await effectiveList(caller);
      expect(listed.map(shown)).toEqual(GOOD_SHEET);
      expect(listed[0]).toMatchObject({
        elevator: '有',
        gateLock: '密码锁',
        contactPerson: '王芳 0755-86001234',
        picture: '',
      });

      const db = server.database.db;
      const [old] = await db.select().from(apartments).where(eq(apartments.id, seeded.id));
      expect(old?.supersededAt).toBeInstanceOf(Date);
      const [record] = await db
        .select()
        .from(spreadsheetImports)
        .where(eq(spreadsheetImports.importedBy, importer.id));
      expect(record).toMatchObject({ module: 'apartment', fileName, rowCount: 5 });
      const rows = await db
        .select({ importId: apartments.importId, rowNumber: apartments.rowNumber })
        .from(apartments)
        .where(eq(apartments.importId, record?.id as number));
      expect(rows.map((row) => row.rowNumber)).toEqual([2, 3, 4, 5, 6]);
    },
  );

  it('is open to an admin too', async () => {
    const caller = await signIn(server, await createUser(server.database.db, { roles: ['admin'] }));
    const response = await importFixture(caller, 'apartments-good.xlsx');
    expect(envelope<ImportResult>(response).data).toEqual({ imported: 5 });
  });
});

describe('the import replaces the whole list only once previewed and confirmed', () => {
  it('previews what the file adds and removes without changing anything', async () => {
    const caller = await signIn(server, await createApartmentImporter(server.database.db));
    await importFixture(caller, 'apartments-good.xlsx');
    const listed = (await effectiveList(caller)).length;
    const before = await tableState();
    const same = await preview(caller, 'apartments-good.xls');
    // The same five listings (the .xls says what the .xlsx says), the seeded one goes.
    expect(same).toMatchObject({ added: 0, removed: listed - 5, unchanged: 5 });
    expect(await tableState()).toEqual(before);
  });

  it('refuses an import without the preview token, or with the token of another file, changing nothing', async () => {
    const caller = await signIn(server, await createApartmentImporter(server.database.db));
    await importFixture(caller, 'apartments-good.xls');
    const before = await tableState();
    const token = (await preview(caller, 'apartments-good.xlsx')).token;
    for (const response of [
      await send(caller, '/apartment/import', await fixture('apartments-good.xlsx')),
      await send(caller, '/apartment/import', await anotherFile(), token),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(envelope(response)).toMatchObject({
        error: 'apartment.importNotPreviewed',
        message: '房源列表或文件与预览时不同，请重新预览后再确认导入',
      });
    }
    expect(await tableState()).toEqual(before);
  });

  it('refuses a confirmation once someone else imported after the preview', async () => {
    const caller = await signIn(server, await createApartmentImporter(server.database.db));
    await importFixture(caller, 'apartments-good.xls');
    const other = await anotherFile();
    const stale = envelope<ApartmentImportPreview>(await send(caller, '/apartment/import/preview', other))
      .data.token;
    expect((await importFixture(caller, 'apartments-good.xlsx')).statusCode).toBe(200);
    const before = await tableState();
    const response = await send(caller, '/apartment/import', other, stale);
    expect(response.statusCode).toBe(409);
    expect(await tableState()).toEqual(before);
  });

  it('imports the previewed file once: the same confirmation repeated changes nothing more', async () => {
    const caller = await signIn(server, await createApartmentImporter(server.database.db));
    await importFixture(caller, 'apartments-good.xls');
    const { token } = await preview(caller, 'apartments-good.xlsx');
    const first = await send(caller, '/apartment/import', await fixture('apartments-good.xlsx'), token);
    expect(envelope<ImportResult>(first).data).toEqual({ imported: 5 });
    const after = await tableState();
    const again = await send(caller, '/apartment/import', await fixture('apartments-good.xlsx'), token);
    expect(again.statusCode).toBe(200);
    expect(envelope<ImportResult>(again).data).toEqual({ imported: 5 });
    expect(await tableState()).toEqual(after);
  });
});

describe('a refused import changes nothing', () => {
  it('refuses an employee without the right (403) whatever the file, in zh and en', async () => {
    const caller = await signIn(server, await createUser(server.database.db, { roles: ['rotation:import'] }));
    const before = await tableState();
    const listBefore = await effectiveList(caller);

    const zh = await importFixture(caller, 'apartments-good.xlsx');
    expect(zh.statusCode).toBe(403);
    expect(envelope(zh)).toMatchObject({ error: 'auth.forbidden', message: '没有权限' });
    const en = await importFixture(caller, 'apartments-good.xls', 'en');
    expect(en.statusCode).toBe(403);
    expect(envelope(en).message).toBe('Not authorized');

    expect(await effectiveList(caller)).toEqual(listBefore);
    expect(await tableState()).toEqual(before);
  });

  it.each(['apartments-bad-rows.xlsx', 'apartments-bad-rows.xls'])(
    'refuses %s naming each bad cell (row, column, reason) in zh and en',
    async (fileName) => {
      const caller = await signIn(server, await createApartmentImporter(server.database.db));
      const before = await tableState();

      const zh = await importFixture(caller, fileName);
      expect(zh.statusCode).toBe(400);
      expect(envelope(zh)).toMatchObject({
        error: 'import.invalidRows',
        message:
          '表格有 4 处错误，未导入任何数据：第 2 行「数量」应为不小于 0 的整数；第 3 行「基地」不能为空；' +
          '第 4 行「租赁类型」只能是 整租、合租；第 4 行「标准租金」应为不小于 0 的整数',
      });
      const en = await importFixture(caller, fileName, 'en');
      expect(envelope(en).message).toBe(
        'The spreadsheet has 4 problem(s); nothing was imported: row 2, "数量": must be a whole number of 0 or more; ' +
          'row 3, "基地": is required; row 4, "租赁类型": must be one of 整租, 合租; ' +
          'row 4, "标准租金": must be a whole number of 0 or more',
      );
      expect(await tableState()).toEqual(before);
    },
  );

  it.each(['apartments-missing-column.xlsx', 'apartments-missing-column.xls'])(
    'refuses %s naming the missing column',
    async (fileName) => {
      const caller = await signIn(server, await createApartmentImporter(server.database.db));
      const before = await tableState();
      const zh = await importFixture(caller, fileName);
      expect(zh.statusCode).toBe(400);
      expect(envelope(zh)).toMatchObject({
        error: 'import.missingColumns',
        message: '表格缺少列：标准租金，未导入任何数据',
      });
      const en = await importFixture(caller, fileName, 'en');
      expect(envelope(en).message).toBe('The spreadsheet lacks the columns 标准租金; nothing was imported');
      expect(await tableState()).toEqual(before);
    },
  );

  it('refuses a file that is not a spreadsheet', async () => {
    const caller = await signIn(server, await createApartmentImporter(server.database.db));
    const before = await tableState();
    const bytes = await readFile(path.join(fixtures, 'apartments-good.csv'));
    const response = await importSpreadsheet(server, caller, '/apartment/import', {
      bytes,
      fileName: 'apartments.xlsx',
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).error).toBe('import.notSpreadsheet');
    expect(await tableState()).toEqual(before);
  });
});
