import { read as readWorkbook, utils as sheetUtils } from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { fileTypeFromBuffer } from 'file-type';
import { XLSX_TYPE } from '../../lib/xlsx.ts';
import type { Sheet } from './columns.ts';
import { type ExpansionLimits, unpackWithin } from './expansion-guard.ts';
import { SheetRefusal } from './refusal.ts';
import { type SheetExtent, sheetExtent } from './sheet-extent.ts';

/** What a file may hold before it is read. */
export interface ReadLimits extends ExpansionLimits {
  /** Data rows an import takes (the header and one more are read, so "too many" is still seen). */
  maxRows: number;
  /** Cells (rows × columns from A1) a sheet's used range may span. */
  maxCells: number;
}

/** The two formats an import takes: Office Open XML (.xlsx) and the older binary workbook (.xls). */
export type SpreadsheetFormat = 'xlsx' | 'xls';

/** What the request thread asks the parsing worker, and what it answers. */
export interface ParseJob {
  bytes: Uint8Array;
  /** The file name's extension, lower-cased: the bytes must agree with it. */
  extension: string;
  limits: ReadLimits;
}
export type ParseAnswer =
  | { kind: 'sheet'; sheet: Sheet }
  | { kind: 'refused'; key: SheetRefusal['key']; params: SheetRefusal['params'] };

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

function refuseWideRange(extent: SheetExtent, maxCells: number) {
  if (extent.rows * extent.columns > maxCells) {
    throw new SheetRefusal('import.rangeTooLarge', {
      rows: extent.rows,
      columns: extent.columns,
      max: maxCells.toLocaleString('en-US'),
    });
  }
}

const WORKSHEET_PART = /^xl\/worksheets\/[^/]+\.xml$/;

/**
 * The first worksheet of an .xlsx, read with exceljs. The archive is unpacked within the limits
 * first and every worksheet's extent measured from its XML (exceljs builds every sheet's cells),
 * then exceljs reads the parts already unpacked, repacked without compression: it inflates nothing.
 */
async function readXlsx(bytes: Buffer, limits: ReadLimits): Promise<Sheet> {
  const parts = unpackWithin(bytes, limits);
  for (const [name, xml] of parts) {
    if (WORKSHEET_PART.test(name)) refuseWideRange(sheetExtent(xml, limits.maxCells), limits.maxCells);
  }
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    Buffer.from(zipSync(Object.fromEntries(parts), { level: 0 })) as unknown as ArrayBuffer,
  );
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
function readXls(bytes: Buffer, { maxRows, maxCells }: ReadLimits): Sheet {
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
  // A BIFF sheet is at most 256 columns wide and the parser stopped after maxRows: its range is
  // measured before the grid of cells is built.
  const range = sheetUtils.decode_range(worksheet['!ref'] ?? 'A1');
  refuseWideRange({ rows: range.e.r + 1, columns: range.e.c + 1 }, maxCells);
  const grid = sheetUtils.sheet_to_json<unknown[]>(worksheet, {
    header: 1,
    raw: true,
    defval: '',
    blankrows: true,
  });
  // The grid starts at the sheet's first used row, which need not be row 1.
  const firstRow = range.s.r + 1;
  const [header = [], ...body] = grid;
  const rows = body.map((cells, index) => ({ rowNumber: firstRow + index + 1, cells: cells.map(valueText) }));
  return { header: header.map(valueText), rows: withoutBlankRows(rows) };
}

/** An .xls is an OLE compound file; what is inside (a workbook or, say, a .doc) the parser finds out. */
const XLS_TYPE = 'application/x-cfb';

/** The format the bytes AND the name agree on, or a refusal: a PDF named x.xlsx is not a sheet. */
async function formatOf(extension: string, bytes: Buffer): Promise<SpreadsheetFormat> {
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  if (extension === 'xlsx' && detected === XLSX_TYPE) return 'xlsx';
  if (extension === 'xls' && detected === XLS_TYPE) return 'xls';
  throw new SheetRefusal('import.notSpreadsheet');
}

/**
 * The first worksheet of a workbook whose name ends in `extension`, within the limits. Sniffing
 * the type reads the archive too, so it happens here, off the request thread, like the parsing.
 */
export async function readSheet(bytes: Buffer, extension: string, limits: ReadLimits): Promise<Sheet> {
  const format = await formatOf(extension, bytes);
  return format === 'xlsx' ? readXlsx(bytes, limits) : readXls(bytes, limits);
}
