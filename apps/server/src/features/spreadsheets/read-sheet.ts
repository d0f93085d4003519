import { read as readWorkbook, utils as sheetUtils } from '@e965/xlsx';
import ExcelJS from 'exceljs';
import type { Sheet } from './columns.ts';

/** The two formats an import takes: Office Open XML (.xlsx) and the older binary workbook (.xls). */
export type SpreadsheetFormat = 'xlsx' | 'xls';

/** A date cell as an import reads it: the calendar day (and the time when it has one). */
function dateText(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/** What a cell holds, as text: numbers as written (3, not 3.0), dates as YYYY-MM-DD. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dateText(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return String(value);
}

const withoutBlankRows = (rows: Sheet['rows']) => rows.filter((row) => row.cells.some((cell) => cell.trim()));

/** The first worksheet of an .xlsx, read with exceljs. */
async function readXlsx(bytes: Buffer): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const worksheet = workbook.worksheets[0];
  if (!worksheet) return { header: [], rows: [] };
  const width = worksheet.columnCount;
  const cellsOf = (row: ExcelJS.Row) => {
    const cells: string[] = [];
    for (let column = 1; column <= width; column++) {
      const cell = row.getCell(column);
      // Dates and numbers by value (a cell's display text depends on its number format);
      // rich text, links and formula results by the text the cell shows.
      cells.push(
        cell.value instanceof Date || typeof cell.value === 'number'
          ? valueText(cell.value)
          : (cell.text ?? ''),
      );
    }
    return cells;
  };
  const rows: Sheet['rows'] = [];
  for (let rowNumber = 2; rowNumber <= worksheet.rowCount; rowNumber++) {
    rows.push({ rowNumber, cells: cellsOf(worksheet.getRow(rowNumber)) });
  }
  return { header: cellsOf(worksheet.getRow(1)), rows: withoutBlankRows(rows) };
}

/** The first worksheet of an .xls (BIFF), read with SheetJS (the maintained 0.20 line). */
function readXls(bytes: Buffer, maxRows: number): Sheet {
  // sheetRows stops the parser after the rows an import may hold (plus the header and one more, so
  // "too many rows" is still seen).
  const workbook = readWorkbook(bytes, {
    type: 'buffer',
    cellDates: true,
    dense: true,
    sheetRows: maxRows + 2,
  });
  const name = workbook.SheetNames[0];
  const worksheet = name === undefined ? undefined : workbook.Sheets[name];
  if (!worksheet) return { header: [], rows: [] };
  const grid = sheetUtils.sheet_to_json<unknown[]>(worksheet, {
    header: 1,
    raw: true,
    defval: '',
    blankrows: true,
  });
  // The grid starts at the sheet's first used row, which need not be row 1.
  const firstRow = sheetUtils.decode_range(worksheet['!ref'] ?? 'A1').s.r + 1;
  const [header = [], ...body] = grid;
  const rows = body.map((cells, index) => ({ rowNumber: firstRow + index + 1, cells: cells.map(valueText) }));
  return { header: header.map(valueText), rows: withoutBlankRows(rows) };
}

/** The first worksheet of a workbook already known to be of `format`. */
export async function readSheet(bytes: Buffer, format: SpreadsheetFormat, maxRows: number): Promise<Sheet> {
  return format === 'xlsx' ? readXlsx(bytes) : readXls(bytes, maxRows);
}
