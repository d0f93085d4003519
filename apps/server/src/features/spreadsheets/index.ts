/** Spreadsheet imports shared by the modules that take one (apartments, job rotation). */
export type { ColumnSpec, ImportedRow, ImportedValues } from './columns.ts';
export { acceptSpreadsheetUploads, readSpreadsheetImport, type SpreadsheetImport } from './receive.ts';
export { recordImport } from './repository.ts';
export { buildTemplate } from './template.ts';
