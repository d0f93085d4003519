import path from 'node:path';
import ExcelJS from 'exceljs';
import type { DirectorySheet } from './directory-rows.ts';

/**
 * Reads the first sheet of an .xlsx file, or a .csv file, into text cells: what a cell shows is
 * what counts (an email Excel turned into a link is its text), and a CSV cell is never re-read as
 * a number or a date.
 */
export async function readDirectoryFile(file: string): Promise<DirectorySheet> {
  const workbook = new ExcelJS.Workbook();
  const extension = path.extname(file).toLowerCase();
  let worksheet: ExcelJS.Worksheet | undefined;
  if (extension === '.xlsx') {
    await workbook.xlsx.readFile(file);
    worksheet = workbook.worksheets[0];
  } else if (extension === '.csv') {
    worksheet = await workbook.csv.readFile(file, { map: (value: unknown) => value });
  } else {
    throw new Error(`Expected an .xlsx or .csv file, got "${path.basename(file)}"`);
  }
  if (!worksheet) return { header: [], rows: [] };
  const texts = (row: ExcelJS.Row) => {
    const cells: string[] = [];
    for (let column = 1; column <= worksheet.columnCount; column++)
      cells.push(row.getCell(column).text ?? '');
    return cells;
  };
  const sheet: DirectorySheet = { header: texts(worksheet.getRow(1)), rows: [] };
  for (let rowNumber = 2; rowNumber <= worksheet.rowCount; rowNumber++) {
    sheet.rows.push({ rowNumber, cells: texts(worksheet.getRow(rowNumber)) });
  }
  return sheet;
}
