/** Spreadsheet imports shared by the modules that take one (apartments, job rotation). */
import { messages } from './messages.ts';

export type { ColumnSpec, ImportedRow, ImportedValues } from './columns.ts';
export { acceptSpreadsheetUploads, readSpreadsheetImport, type SpreadsheetImport } from './receive.ts';
export { findImport, recordImport } from './repository.ts';
export { buildTemplate } from './template.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { messages };
