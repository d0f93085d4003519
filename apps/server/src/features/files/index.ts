/** Uploads, stored files, attachments of content, and where their bytes live. */

import { messages } from './messages.ts';
import { fileRoutes } from './routes.ts';

export { toContentAttachment, toDocumentAttachment } from './attachments.ts';
export { FILE_TYPES, type FileKind, sniffFileType } from './content-type.ts';
export { contentDisposition, extensionOf, sanitizeDisplayName } from './file-names.ts';
export { fileContentUrl, ossKeyOfFileUrl } from './file-url.ts';
export { canAttachFile } from './policy.ts';
export { type ReceivedUpload, receiveUpload } from './receive-upload.ts';
export {
  type AttachmentRow,
  findAttachmentsOf,
  findStoredFile,
  findStoredFiles,
  insertAttachments,
  insertStoredFile,
  replaceAttachments,
  type StoredFile,
} from './repository.ts';
export { createFilesService, type StoredType } from './service.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: fileRoutes, messages };
