import type { ErrorKey } from '@portal/contracts';
import { IMPORT_ERROR_KEYS, IMPORT_EXTENSIONS } from '../../../api/contract-values.ts';

/** Import messages (附件上传成功。, 附件上传失败。, a refused pick) stay 2 s. */
export const IMPORT_MESSAGE_SECONDS = 2;

/** The file picker's filter: the spreadsheet types an import takes. */
export const IMPORT_ACCEPT = IMPORT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Whether a picked file may be sent to an import, by its name (the server checks the bytes too). */
export function isImportableFile(fileName: string): boolean {
  const extension = /\.([^.]+)$/.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
  return (IMPORT_EXTENSIONS as readonly string[]).includes(extension);
}

/**
 * Refusals an import explains in place (附件上传失败。 with the reason), so the client does not
 * show them a second time. A module adds its own (e.g. its "not allowed" key).
 */
export const IMPORT_REFUSALS: readonly ErrorKey[] = ['auth.forbidden', ...IMPORT_ERROR_KEYS];
