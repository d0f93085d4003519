import ExcelJS from 'exceljs';
import type { ColumnSpec, ImportedValues } from './columns.ts';

/**
 * The spreadsheet a module's "download template" link gives: the header row as the import reads
 * it, example rows below, and each column's rule as a note on its header (required, integer,
 * the values allowed), so a filled-in template imports as it is.
 */
export async function buildTemplate<K extends string>(
  sheetName: string,
  columns: readonly ColumnSpec<K>[],
  examples: ImportedValues<K>[] = [],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((spec) => ({
    header: spec.headers[0] ?? spec.key,
    key: spec.key,
    width: Math.max(12, (spec.headers[0] ?? spec.key).length * 2 + 4),
  }));
  columns.forEach((spec, index) => {
    const cell = sheet.getRow(1).getCell(index + 1);
    cell.font = { bold: true };
    const rules = [
      spec.required ? '必填 required' : '',
      spec.type === 'integer' ? '整数 whole number' : '',
      spec.type === 'lines' ? '每行一条 one item per line' : '',
      spec.oneOf ? `可选值 values: ${spec.oneOf.join(' / ')}` : '',
    ].filter(Boolean);
    if (rules.length > 0) cell.note = rules.join('\n');
  });
  for (const example of examples) {
    sheet.addRow(
      Object.fromEntries(
        columns.map((spec) => {
          const value = example[spec.key];
          return [spec.key, Array.isArray(value) ? value.join('\n') : value];
        }),
      ),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
