import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { IMPORT_MAX_BYTES } from '@portal/contracts';
import { asc } from 'drizzle-orm';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { importSpreadsheet } from '../../../test/uploads.ts';
import { apartments } from '../apartments/schema.ts';
import { jobRotations } from '../rotation/schema.ts';
import { bombWithLyingDirectory, bombWithLyingLocalHeader, wideSheet } from './hostile-files.ts';
import { spreadsheetImports } from './schema.ts';

// Hostile files sent to the real import routes by the people allowed to import: each is refused
// before anything is written, and the listings, the jobs and the import log stay as they were.
const server = useTestServer();
const fixtures = path.resolve(import.meta.dirname, '../../../test/fixtures/spreadsheets');

const modules = [
  { url: '/apartment/import', right: 'apartment:import', goodFile: 'apartments-good.xlsx' },
  { url: '/rotation/import', right: 'rotation:import', goodFile: 'rotation-good.xlsx' },
] as const;

const everything = async () => {
  const db = server.database.db;
  return {
    apartments: await db.select().from(apartments).orderBy(asc(apartments.id)),
    jobs: await db.select().from(jobRotations).orderBy(asc(jobRotations.id)),
    imports: await db.select().from(spreadsheetImports).orderBy(asc(spreadsheetImports.id)),
  };
};

/** A module's own good sheet with 60 MB of zeros added as one more part: about 60 KB on the wire. */
async function zipBomb(goodFile: string) {
  const parts = unzipSync(await readFile(path.join(fixtures, goodFile)));
  parts['xl/media/padding.bin'] = new Uint8Array(60 * 1024 * 1024);
  return Buffer.from(zipSync(parts, { level: 9 }));
}

const callers = new Map<string, Caller>();
beforeAll(async () => {
  for (const { right } of modules) {
    callers.set(right, await signIn(server, await createUser(server.database.db, { roles: [right] })));
  }
});

describe.each(modules)('$url refuses hostile files and changes nothing', ({ url, right, goodFile }) => {
  const send = (bytes: Buffer, fileName: string) =>
    importSpreadsheet(server, callers.get(right) as Caller, url, { bytes, fileName });

  it('a zip bomb', async () => {
    const before = await everything();
    const response = await send(await zipBomb(goodFile), 'listing.xlsx');
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toMatchObject({ error: 'import.expandsTooMuch' });
    expect(await everything()).toEqual(before);
  });

  it('zip bombs whose sizes lie: in the local headers only, or everywhere', async () => {
    const before = await everything();
    const good = await readFile(path.join(fixtures, goodFile));
    for (const bomb of [bombWithLyingLocalHeader(good), bombWithLyingDirectory(good)]) {
      const response = await send(bomb, 'listing.xlsx');
      expect(response.statusCode).toBe(400);
      expect(envelope(response)).toMatchObject({ error: 'import.expandsTooMuch' });
    }
    expect(await everything()).toEqual(before);
  });

  it('a 1.5 kB sheet with cells in A1, XFD1 and A1500, refused by its range while others are answered', async () => {
    const before = await everything();
    const sheet = wideSheet(await readFile(path.join(fixtures, goodFile)));
    expect(sheet.length).toBeLessThan(16 * 1024);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const zh = await send(sheet, 'listing.xlsx');
    const en = await importSpreadsheet(
      server,
      callers.get(right) as Caller,
      url,
      { bytes: sheet, fileName: 'x.xlsx' },
      'en',
    );
    delay.disable();
    expect(zh.statusCode).toBe(400);
    expect(envelope(zh)).toMatchObject({
      error: 'import.rangeTooLarge',
      message:
        '表格的使用区域为 1500 行 × 16384 列，超过上限 300,000 个单元格（行数 × 列数），未导入任何数据',
    });
    expect(envelope(en).message).toBe(
      'The sheet spans 1500 rows × 16384 columns, more than the 300,000 cells (rows × columns) an import may hold; nothing was imported',
    );
    // Reading the file never held the request thread: any other request would have waited less than this.
    expect(delay.max / 1e6).toBeLessThan(100);
    expect(await everything()).toEqual(before);
    expect((await (callers.get(right) as Caller).get('/meeting/room/my/book/list')).statusCode).toBe(200);
  });

  it('a file over the import limit', async () => {
    const before = await everything();
    const response = await send(Buffer.alloc(IMPORT_MAX_BYTES + 1, 0x41), 'listing.xlsx');
    expect(response.statusCode).toBe(413);
    expect(envelope(response)).toMatchObject({ error: 'import.tooLarge', message: '导入文件最大支持5MB' });
    expect(await everything()).toEqual(before);
  });

  it('files that lie about their type, and hostile names', async () => {
    const before = await everything();
    const good = await readFile(path.join(fixtures, goodFile));
    for (const [bytes, fileName] of [
      [Buffer.from('%PDF-1.4\n%%EOF\n'), 'listing.xlsx'],
      [Buffer.from(zipSync({ 'a.txt': strToU8('not a workbook') })), 'listing.xlsx'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'listing.xls'],
      [good, 'listing.exe'],
      [good, '\u0000.xlsx.pdf'],
    ] as const) {
      const response = await send(bytes, fileName);
      expect(response.statusCode, fileName).toBe(400);
      expect(envelope(response).error, fileName).toBe('import.notSpreadsheet');
    }
    expect(await everything()).toEqual(before);
  });
});
