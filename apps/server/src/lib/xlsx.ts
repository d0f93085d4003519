import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** What every .xlsx the server writes shares. */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Characters a sheet cannot carry (control characters but tab and line breaks, unpaired
 * surrogates, U+FFFE/U+FFFF): one of them in a cell makes the whole workbook unreadable, and what
 * people type may hold anything but NUL.
 */
const NOT_IN_XML = /(?![\t\n\r])\p{Cc}|\p{Cs}|[\uFFFE\uFFFF]/gu;
export const xmlSafe = (text: string) => text.replace(NOT_IN_XML, '');

/** A column of a streamed sheet: its header, the key rows use, its width, whether its text wraps. */
export interface SheetColumn {
  header: string;
  key: string;
  width: number;
  wrap?: boolean;
}

/**
 * One .xlsx sheet streamed while `batches` are read: a bold, frozen header row, then a row per
 * record (cells by column key, plain strings, never formulas, so a text starting with "=" stays
 * text). A failure midway is handed to `onError` and ends the stream with it.
 */
export function streamedSheet(
  name: string,
  columns: SheetColumn[],
  batches: AsyncIterable<Record<string, string>[]>,
  onError: (error: unknown) => void,
): Readable {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(xmlSafe(name), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(({ header, key, width, wrap }) => ({
    header: xmlSafe(header),
    key,
    width,
    ...(wrap && { style: { alignment: { wrapText: true, vertical: 'top' as const } } }),
  }));
  sheet.getRow(1).font = { bold: true };
  const write = async () => {
    for await (const batch of batches) {
      for (const cells of batch) sheet.addRow(cells).commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    onError(error);
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
}
