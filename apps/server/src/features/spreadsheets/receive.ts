import { createHash } from 'node:crypto';
import {
  formatByteSize,
  IMPORT_CONFIRM_FIELD,
  IMPORT_FILE_FIELD,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_CELLS,
  IMPORT_MAX_ROWS,
  IMPORT_NAME_FIELD,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../http/errors.ts';
import { requestLanguage } from '../../http/language.ts';
import { acceptOneFileUploads } from '../../http/multipart.ts';
import { type ColumnSpec, checkSheet, type ImportedRow } from './columns.ts';
import { parseInWorker } from './parse-in-worker.ts';
import { describeProblems } from './problems.ts';
import type { ReadLimits } from './read-sheet.ts';

const READ_LIMITS: ReadLimits = {
  maxRows: IMPORT_MAX_ROWS,
  maxCells: IMPORT_MAX_CELLS,
  // What an .xlsx may expand to: a sheet of IMPORT_MAX_ROWS rows is a few megabytes of XML.
  maxBytes: 50 * 1024 * 1024,
  maxEntries: 1000,
};

/** Multipart parsing for a module's import route, with the import's limits. Call once per plugin. */
export const acceptSpreadsheetUploads = (app: FastifyInstance) => acceptOneFileUploads(app, IMPORT_MAX_BYTES);

const tooLarge = () => new AppError('import.tooLarge', 413, { size: formatByteSize(IMPORT_MAX_BYTES) });

interface ReceivedFile {
  fileName: string;
  bytes: Buffer;
  /** The `confirm` field ('' when absent). */
  confirm: string;
}

/** The one file of the multipart body, in memory (at most IMPORT_MAX_BYTES). */
async function receiveFile(request: FastifyRequest): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw badRequest('import.missingFile');
  let nameField = '';
  let confirm = '';
  let file: { fileName: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === IMPORT_NAME_FIELD) nameField = String(part.value);
        if (part.fieldname === IMPORT_CONFIRM_FIELD) confirm = String(part.value);
      } else if (part.fieldname === IMPORT_FILE_FIELD && file === null) {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        file = { fileName: part.filename, bytes };
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw badRequest('import.missingFile');
  }
  if (!file || file.bytes.length === 0) throw badRequest('import.missingFile');
  return {
    fileName: (nameField || file.fileName).replaceAll('\u0000', '').slice(0, 255),
    bytes: file.bytes,
    confirm,
  };
}

/** A read and fully checked import file. */
export interface SpreadsheetImport<K extends string> {
  fileName: string;
  rows: ImportedRow<K>[];
  /** The file's SHA-256 (hex), to recognise the same file again. */
  sha256: string;
  /** The `confirm` field sent with the file ('' when absent). */
  confirm: string;
}

/**
 * Reads an import upload and checks every row against the module's columns. Anything wrong is
 * refused before the module writes a thing, with a message in the caller's language naming each
 * bad cell (row, column, reason); the rows come back only when all of them are good.
 */
export async function readSpreadsheetImport<K extends string>(
  request: FastifyRequest,
  columns: readonly ColumnSpec<K>[],
): Promise<SpreadsheetImport<K>> {
  const { fileName, bytes, confirm } = await receiveFile(request);
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  const sheet = await parseInWorker({ bytes, extension, limits: READ_LIMITS });
  if (sheet.rows.length === 0) throw badRequest('import.empty');
  if (sheet.rows.length > IMPORT_MAX_ROWS) throw badRequest('import.tooManyRows', { max: IMPORT_MAX_ROWS });

  const checked = checkSheet(sheet, columns);
  const language = requestLanguage(request);
  if (checked.kind === 'missingColumns') {
    throw badRequest('import.missingColumns', {
      columns: checked.columns.join(language === 'zh' ? '、' : ', '),
    });
  }
  if (checked.kind === 'invalid') {
    throw badRequest('import.invalidRows', {
      count: checked.problems.length,
      problems: describeProblems(checked.problems, language),
    });
  }
  return { fileName, rows: checked.rows, sha256: createHash('sha256').update(bytes).digest('hex'), confirm };
}
