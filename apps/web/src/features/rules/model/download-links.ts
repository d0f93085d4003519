import type { DocumentAttachment } from '@portal/contracts';
import { downloadPaths } from '../../../api/contract-values.ts';

/** DownloadFileByUrl: our own file, by its own path, under the name people see. */
export const fileDownloadHref = (attachment: Pick<DocumentAttachment, 'fileUrl' | 'filename'>) =>
  `${downloadPaths.file}?${new URLSearchParams({ fileName: attachment.filename, fileUrl: attachment.fileUrl })}`;

/** "Download all": one zip of the attachments, named after the document. */
export const zipDownloadHref = (attachments: Pick<DocumentAttachment, 'ossKey'>[], name: string) =>
  `${downloadPaths.zip}?${new URLSearchParams({ ossKeys: attachments.map((file) => file.ossKey).join(','), fileName: `${name}.zip` })}`;

/** The exact name a Content-Disposition carries: `filename*` (RFC 5987) first, else `filename`. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
}
