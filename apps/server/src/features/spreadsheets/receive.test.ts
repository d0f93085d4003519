import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@portal/contracts';
import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance } from 'fastify';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from '../../http/error-handler.ts';
import { installFeatureSentences } from '../../load-features.ts';
import type { ColumnSpec } from './columns.ts';
import { acceptSpreadsheetUploads, readSpreadsheetImport } from './receive.ts';
import { buildTemplate } from './template.ts';

const fixtures = path.resolve(import.meta.dirname, '../../../test/fixtures/spreadsheets');
const fixture = (name: string) => readFile(path.join(fixtures, name));

const columns = [
  { key: 'name', headers: ['名称'], required: true },
  { key: 'quantity', headers: ['数量'], type: 'integer', required: true },
  { key: 'kind', headers: ['类型'], oneOf: ['整租', '合租'] },
  { key: 'notes', headers: ['说明'], type: 'lines' },
] as const satisfies readonly ColumnSpec<string>[];

// The module behind a real HTTP route, with the portal's error envelope: what a module's import
// route does before it writes anything.
let app: FastifyInstance;
beforeAll(async () => {
  installFeatureSentences();
  app = Fastify();
  installErrorHandler(app);
  await app.register(async (scope) => {
    await acceptSpreadsheetUploads(scope);
    scope.post('/import', async (request) => {
      const { fileName, rows } = await readSpreadsheetImport(request, columns);
      return { fileName, rows };
    });
    scope.post('/import/count', async (request) => ({
      count: (await readSpreadsheetImport(request, columns)).rows.length,
    }));
  });
});
afterAll(() => app.close());

function multipartBody(file: Buffer | Uint8Array, fileName: string, extra = '') {
  const boundary = '----portal-import-test';
  const head = Buffer.from(
    `${extra}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(file), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (file: Buffer | Uint8Array, fileName: string, language = 'zh', url = '/import') =>
  app.inject({
    method: 'POST',
    url,
    ...multipartBody(file, fileName),
    headers: { ...multipartBody(file, fileName).headers, 'accept-language': language },
  });

describe('readSpreadsheetImport', () => {
  it.each(['generic-good.xlsx', 'generic-good.xls'])('reads %s written by LibreOffice', async (name) => {
    const response = await upload(await fixture(name), name);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fileName: name,
      rows: [
        {
          rowNumber: 2,
          values: { name: '北京一号楼', quantity: 3, kind: '整租', notes: ['第一行', '第二行'] },
        },
        { rowNumber: 3, values: { name: '深圳二号楼', quantity: 12, kind: '合租', notes: [] } },
      ],
    });
  });

  it.each(['generic-bad.xlsx', 'generic-bad.xls'])(
    'refuses %s naming each bad cell by row, column and reason, in the reader language',
    async (name) => {
      const zh = await upload(await fixture(name), name);
      expect(zh.statusCode).toBe(400);
      expect(zh.json()).toMatchObject({ error: 'import.invalidRows' });
      expect(zh.json().message).toBe(
        '表格有 4 处错误，未导入任何数据：第 2 行「名称」不能为空；第 3 行「数量」应为不小于 0 的整数；' +
          '第 4 行「类型」只能是 整租、合租；第 5 行「数量」应为不小于 0 的整数',
      );
      const en = await upload(await fixture(name), name, 'en');
      expect(en.json().message).toContain('row 3, "数量": must be a whole number of 0 or more');
    },
  );

  it('refuses a sheet without a column the module needs', async () => {
    const response = await upload(await fixture('generic-missing-column.xlsx'), 'x.xlsx');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('表格缺少列：数量、说明，未导入任何数据');
  });

  it('refuses what is not a spreadsheet, whatever it is called', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const plainZip = Buffer.from(zipSync({ 'readme.txt': strToU8('not a workbook') }));
    const xlsx = await fixture('generic-good.xlsx');
    for (const [bytes, name] of [
      [pdf, 'listing.xlsx'],
      [plainZip, 'listing.xlsx'],
      [Buffer.from('名称,数量\n北京,3\n'), 'listing.xls'],
      [xlsx, 'listing.xls'], // an .xlsx named .xls: the name and the bytes disagree
      [xlsx, 'listing.csv'],
    ] as const) {
      const response = await upload(bytes, name);
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'import.notSpreadsheet',
        message: '只能导入 xlsx 或 xls 格式的表格文件',
      });
    }
  });

  it('refuses a file larger than the import limit without reading it whole', async () => {
    const response = await upload(Buffer.alloc(IMPORT_MAX_BYTES + 1024, 1), 'big.xlsx');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'import.tooLarge', message: '导入文件最大支持5MB' });
  });

  it('refuses a zip bomb: a small .xlsx that expands far past any real sheet', async () => {
    const workbook = await fixture('generic-good.xlsx');
    const { unzipSync } = await import('fflate');
    const parts = unzipSync(workbook);
    // 60 MB of zeros (past the 50 MB limit) deflate to about 60 KB.
    parts['xl/media/padding.bin'] = new Uint8Array(60 * 1024 * 1024);
    const bomb = Buffer.from(zipSync(parts, { level: 9 }));
    expect(bomb.length).toBeLessThan(IMPORT_MAX_BYTES);
    const response = await upload(bomb, 'bomb.xlsx');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'import.expandsTooMuch' });
  });

  it('refuses a request without a file and an empty sheet', async () => {
    const none = await app.inject({ method: 'POST', url: '/import', payload: {} });
    expect(none.json()).toMatchObject({ error: 'import.missingFile' });
    const empty = await buildTemplate('空', columns);
    const response = await upload(empty, 'empty.xlsx');
    expect(response.json()).toMatchObject({ error: 'import.empty', message: '表格中没有数据行' });
  });

  it('imports the template it hands out once filled in', async () => {
    const template = await buildTemplate('样例', columns, [
      { name: '厦门', quantity: 4, kind: '合租', notes: ['近地铁', '可养宠物'] },
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.getRow(1).getCell(2).note).toBeTruthy();
    const response = await upload(template, 'template.xlsx');
    expect(response.json().rows).toEqual([
      { rowNumber: 2, values: { name: '厦门', quantity: 4, kind: '合租', notes: ['近地铁', '可养宠物'] } },
    ]);
  });

  it('reads a sheet of the most rows allowed off the request thread: other requests wait under 100 ms', async () => {
    const rows = Array.from({ length: IMPORT_MAX_ROWS }, (_, index) => ({
      name: `公寓 ${index + 1}`,
      quantity: index % 40,
      kind: index % 2 ? '整租' : '合租',
      notes: ['近地铁', `第 ${index + 1} 行`],
    }));
    const large = await buildTemplate('样例', columns, rows);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const response = await upload(large, 'large.xlsx', 'zh', '/import/count');
    delay.disable();
    expect(response.json()).toEqual({ count: IMPORT_MAX_ROWS });
    expect(delay.max / 1e6).toBeLessThan(100);
  });
});
