import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseInWorker } from './parse-in-worker.ts';
import type { ReadLimits } from './read-sheet.ts';

const fixtures = path.resolve(import.meta.dirname, '../../../test/fixtures/spreadsheets');
const limits: ReadLimits = { maxRows: 5000, maxCells: 300_000, maxBytes: 50 * 1024 * 1024, maxEntries: 1000 };

// The worker starts from the same bootstrap under Vitest and under `node --import tsx` (how the
// server runs in production); both are tried.
describe('parseInWorker', () => {
  it('reads a sheet in a worker under Vitest', async () => {
    const bytes = await readFile(path.join(fixtures, 'generic-good.xlsx'));
    const sheet = await parseInWorker({ bytes, extension: 'xlsx', limits });
    expect(sheet.header).toEqual(['名称', '数量', '类型', '说明']);
    expect(sheet.rows).toHaveLength(2);
  });

  it('reads a sheet in a worker in a process started as production starts the server', async () => {
    const script = `
      import { readFile } from 'node:fs/promises';
      const { parseInWorker } = await import(${JSON.stringify(new URL('./parse-in-worker.ts', import.meta.url).href)});
      const bytes = await readFile(${JSON.stringify(path.join(fixtures, 'generic-good.xls'))});
      const sheet = await parseInWorker({ bytes, extension: 'xls', limits: ${JSON.stringify(limits)} });
      console.log(JSON.stringify(sheet.rows.length));
      process.exit(0);
    `;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: path.resolve(import.meta.dirname, '../../..') },
    );
    expect(stdout.trim()).toBe('2');
  }, 60_000);
});
