import type { AppContext } from '../../context.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import {
  extensionOf,
  findStoredFile,
  findStoredFiles,
  ossKeyOfFileUrl,
  type StoredFile,
  sanitizeDisplayName,
} from '../files/index.ts';

/** fflate writes no ZIP64, so one archive stays well below 4 GiB. */
export const ZIP_MAX_TOTAL_BYTES = 1024 * 1024 * 1024;
const DEFAULT_ZIP_NAME = 'attachments.zip';

/**
 * The name a download is offered under: the caller's, cleaned, else the stored one; it always ends
 * in the stored file's extension, so a PDF is never saved as something a desktop would open as a page.
 */
export function downloadName(requested: string, storedName: string): string {
  const name = sanitizeDisplayName(requested) || storedName;
  const extension = extensionOf(storedName);
  return !extension || extensionOf(name) === extension ? name : `${name}.${extension}`;
}

export function zipName(requested: string): string {
  const name = sanitizeDisplayName(requested) || DEFAULT_ZIP_NAME;
  return extensionOf(name) === 'zip' ? name : `${name}.zip`;
}

export function createDownloadsService({ db }: AppContext) {
  return {
    /** One of our stored files by its own path; never a fetch of a URL. */
    async resolveFile(query: {
      fileUrl: string;
      fileName: string;
    }): Promise<{ file: StoredFile; name: string }> {
      const ossKey = ossKeyOfFileUrl(query.fileUrl);
      if (!ossKey) throw badRequest('downloads.notOurFile');
      const file = await findStoredFile(db, ossKey);
      if (!file) throw notFound('file.notFound');
      return { file, name: downloadName(query.fileName, file.name) };
    },

    /** "Download all": every key must be a stored file (all or nothing), within the size an archive may reach. */
    async resolveZip(ossKeys: string[]): Promise<StoredFile[]> {
      if (ossKeys.some((key) => ossKeyOfFileUrl(key) !== key)) throw badRequest('downloads.notOurFile');
      const stored = await findStoredFiles(db, ossKeys);
      if (stored.length !== ossKeys.length) throw notFound('file.notFound');
      const total = stored.reduce((sum, file) => sum + file.size, 0);
      if (total > ZIP_MAX_TOTAL_BYTES) throw new AppError('downloads.zipTooLarge', 413);
      return stored;
    },
  };
}
