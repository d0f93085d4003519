import type { ContentAttachment, DocumentAttachment } from '@portal/contracts';
import { fileContentUrl } from './file-url.ts';
import type { AttachmentRow } from './repository.ts';

/** An attachment as every answer shows it: opened through the file's own content URL. */
export const toContentAttachment = (row: AttachmentRow): ContentAttachment => ({
  id: row.id,
  filename: row.filename,
  fileUrl: fileContentUrl(row.ossKey),
});

/** A document's attachment also carries its ossKey, which "download all" sends back. */
export const toDocumentAttachment = (row: AttachmentRow): DocumentAttachment => ({
  ...toContentAttachment(row),
  ossKey: row.ossKey,
});
