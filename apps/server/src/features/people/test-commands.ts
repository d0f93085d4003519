import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { AppContext } from '../../context.ts';
import type { Command } from './commands.ts';

/** Runs a users:… command as the CLI does, collecting what it prints. */
export async function runCommandForTest(ctx: AppContext, command: Command, args: string[], password = '') {
  const out: string[] = [];
  const err: string[] = [];
  const code = await command(ctx, args, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readPassword: async () => password,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Writes rows (header first) as a real .xlsx or .csv file and answers its path. */
export async function writeDirectoryFile(kind: 'xlsx' | 'csv', rows: string[][]): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-directory-'));
  const file = path.join(folder, `employees.${kind}`);
  if (kind === 'csv') {
    const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
    await writeFile(file, `\uFEFF${rows.map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`);
    return file;
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('员工');
  for (const row of rows) sheet.addRow(row);
  await workbook.xlsx.writeFile(file);
  return file;
}
