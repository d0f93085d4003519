import { z } from 'zod';
import { maxChars, text } from './primitives.ts';

/** Downloads are navigations/blobs, not envelope calls: downloadFileByUrl, and "download all". */
export const downloadPaths = {
  file: '/file/downloadFileByUrl/get',
  zip: '/file/downloadZip',
} as const;

/** "Download all" takes at most this many files at once. */
export const DOWNLOAD_ZIP_MAX_FILES = 50;

const downloadFileName = text().check(maxChars(255)).default('');

/** `fileUrl` is our own `/file/content/<ossKey>` (or the bare ossKey); anything else is refused. */
export const downloadFileQuery = z.object({
  fileName: downloadFileName,
  fileUrl: text().min(1).max(2000),
});
export type DownloadFileQuery = z.input<typeof downloadFileQuery>;

export const downloadZipQuery = z.object({
  ossKeys: z
    .string()
    .max(4000)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((key) => key.trim())
          .filter(Boolean),
      ),
    ])
    .refine((keys) => keys.length > 0 && keys.length <= DOWNLOAD_ZIP_MAX_FILES, {
      message: 'downloads.zipFileCount',
    }),
  fileName: downloadFileName,
});
export type DownloadZipQuery = z.input<typeof downloadZipQuery>;

/** Why a download was refused. */
export const DOWNLOADS_ERROR_KEYS = [
  'downloads.notOurFile',
  'downloads.zipFileCount',
  'downloads.zipTooLarge',
] as const;
