import { INT4_MAX } from '@portal/contracts';

/** One column of an import sheet, as a module declares it. */
export interface ColumnSpec<K extends string> {
  key: K;
  /** The header titles accepted for it; the first is the one the template writes. */
  headers: readonly string[];
  /** A blank cell is refused. */
  required?: boolean;
  /** integer: a whole number ≥ 0; lines: the text split at its line breaks. Default text. */
  type?: 'text' | 'integer' | 'lines';
  /** The only values a text cell may hold. */
  oneOf?: readonly string[];
  /** Characters a cell may hold (default DEFAULT_MAX_LENGTH). */
  maxLength?: number;
}

export type ImportedValue = string | number | string[];
export type ImportedValues<K extends string> = Record<K, ImportedValue>;
export interface ImportedRow<K extends string> {
  /** The row's number in the spreadsheet, as the user sees it (the header is row 1). */
  rowNumber: number;
  values: ImportedValues<K>;
}

/** A sheet as text: its header row and the data rows below it (blank rows left out). */
export interface Sheet {
  header: string[];
  rows: { rowNumber: number; cells: string[] }[];
}

export type ProblemReason = 'required' | 'integer' | 'unknownValue' | 'tooLong';

/** One bad cell: where it is and why it was refused. */
export interface ImportProblem {
  rowNumber: number;
  /** The column's header title as the template writes it. */
  column: string;
  reason: ProblemReason;
  /** For unknownValue: the values allowed; for tooLong: the limit. */
  allowed?: readonly string[];
  max?: number;
}

export const DEFAULT_MAX_LENGTH = 500;

export type SheetCheck<K extends string> =
  | { kind: 'ok'; rows: ImportedRow<K>[] }
  | { kind: 'missingColumns'; columns: string[] }
  | { kind: 'invalid'; problems: ImportProblem[] };

const normalizeHeader = (title: string) => title.replace(/\s+/g, '').toLowerCase();

/** A cell's value for its column, or the reason it is refused. */
function readCell<K extends string>(
  spec: ColumnSpec<K>,
  raw: string,
): { value: ImportedValue } | { problem: Omit<ImportProblem, 'rowNumber' | 'column'> } {
  const cell = raw.trim();
  const max = spec.maxLength ?? DEFAULT_MAX_LENGTH;
  if (cell === '') {
    if (spec.required) return { problem: { reason: 'required' } };
    return { value: spec.type === 'lines' ? [] : spec.type === 'integer' ? 0 : '' };
  }
  if (cell.length > max) return { problem: { reason: 'tooLong', max } };
  if (spec.type === 'integer') {
    const number = /^\d+$/.test(cell) ? Number(cell) : Number.NaN;
    if (!Number.isSafeInteger(number) || number > INT4_MAX) return { problem: { reason: 'integer' } };
    return { value: number };
  }
  if (spec.type === 'lines') {
    return {
      value: cell
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    };
  }
  if (spec.oneOf && !spec.oneOf.includes(cell)) {
    return { problem: { reason: 'unknownValue', allowed: spec.oneOf } };
  }
  return { value: cell };
}

/**
 * Checks a whole sheet against a module's columns: every column present (in any order, found by
 * its header title), then every cell of every row, so one refusal names all the problems at once.
 * Columns the module does not know are ignored.
 */
export function checkSheet<K extends string>(sheet: Sheet, columns: readonly ColumnSpec<K>[]): SheetCheck<K> {
  const headerIndex = new Map(sheet.header.map((title, index) => [normalizeHeader(title), index]));
  const positions = columns.map((spec) => {
    const found = spec.headers.map((title) => headerIndex.get(normalizeHeader(title)));
    return found.find((index) => index !== undefined);
  });
  const missing = columns.filter((_, index) => positions[index] === undefined);
  if (missing.length > 0) {
    return { kind: 'missingColumns', columns: missing.map((spec) => spec.headers[0] ?? spec.key) };
  }

  const problems: ImportProblem[] = [];
  const rows: ImportedRow<K>[] = [];
  for (const row of sheet.rows) {
    const values = {} as ImportedValues<K>;
    columns.forEach((spec, index) => {
      const result = readCell(spec, row.cells[positions[index] as number] ?? '');
      if ('problem' in result) {
        problems.push({ rowNumber: row.rowNumber, column: spec.headers[0] ?? spec.key, ...result.problem });
      } else {
        values[spec.key] = result.value;
      }
    });
    rows.push({ rowNumber: row.rowNumber, values });
  }
  return problems.length > 0 ? { kind: 'invalid', problems } : { kind: 'ok', rows };
}
