import { z } from 'zod';

/**
 * Spreadsheet imports (apartments, job rotation): one .xlsx or .xls file in the multipart field
 * `file`, all rows or none. What a module's columns are is the module's; the limits are shared.
 */
export const IMPORT_FILE_FIELD = 'file';
export const IMPORT_NAME_FIELD = 'name';
/** The preview's token, sent back with the same file to confirm an import that replaces a list. */
export const IMPORT_CONFIRM_FIELD = 'confirm';
/** The extensions an import accepts (the bytes must agree: the type is sniffed, not trusted). */
export const IMPORT_EXTENSIONS = ['xlsx', 'xls'] as const;
/** An import file's largest size: listings are a few hundred rows, far below this. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The most data rows one import takes. */
export const IMPORT_MAX_ROWS = 5000;
/**
 * The largest used range a sheet may span, in cells (rows × columns, counted from A1): the header
 * and IMPORT_MAX_ROWS rows of about sixty columns. A sheet reaching further (a cell in column XFD,
 * say) is refused before its cells are built.
 */
export const IMPORT_MAX_CELLS = 300_000;

/**
 * What a successful import answers: how many rows are now in, and (for a module that adds) how
 * many rows were already present and so not added again.
 */
export const importResult = z.object({ imported: z.number(), alreadyPresent: z.number().optional() });
export type ImportResult = z.infer<typeof importResult>;

/**
 * Why a spreadsheet import was refused (features/spreadsheets), the apartments' preview check
 * included: the import page explains each in place.
 */
export const IMPORT_ERROR_KEYS = [
  'import.missingFile',
  'import.notSpreadsheet',
  'import.tooLarge',
  'import.expandsTooMuch',
  'apartment.importNotPreviewed',
  'import.rangeTooLarge',
  'import.tooComplex',
  'import.unreadable',
  'import.empty',
  'import.tooManyRows',
  'import.missingColumns',
  'import.invalidRows',
] as const;
