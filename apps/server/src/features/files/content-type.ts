import type { UPLOAD_ALLOWED_TYPES } from '@portal/contracts';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';

export type FileKind = 'jpeg' | 'png' | 'pdf' | 'docx' | 'xlsx' | 'pptx';

export interface FileType {
  kind: FileKind;
  /** The Content-Type we store and serve: decided here from the bytes, never taken from the client. */
  contentType: string;
  /** Extensions a name of this kind may end in; the first is the one the ossKey gets. */
  extensions: readonly (typeof UPLOAD_ALLOWED_TYPES)[number][];
  /** Images and PDF open in the browser tab; office files download. */
  inline: boolean;
}

const OOXML = 'application/vnd.openxmlformats-officedocument';

export const FILE_TYPES: Record<FileKind, FileType> = {
  jpeg: { kind: 'jpeg', contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'], inline: true },
  png: { kind: 'png', contentType: 'image/png', extensions: ['png'], inline: true },
  pdf: { kind: 'pdf', contentType: 'application/pdf', extensions: ['pdf'], inline: true },
  docx: {
    kind: 'docx',
    contentType: `${OOXML}.wordprocessingml.document`,
    extensions: ['docx'],
    inline: false,
  },
  xlsx: { kind: 'xlsx', contentType: `${OOXML}.spreadsheetml.sheet`, extensions: ['xlsx'], inline: false },
  pptx: {
    kind: 'pptx',
    contentType: `${OOXML}.presentationml.presentation`,
    extensions: ['pptx'],
    inline: false,
  },
};

const byContentType = new Map(Object.values(FILE_TYPES).map((type) => [type.contentType, type]));
const toFileType = (detected: { mime: string } | undefined) =>
  (detected && byContentType.get(detected.mime)) ?? null;

/**
 * The type of an upload judged by its bytes alone (the allowed types), or null for anything else:
 * an .exe, an HTML page or an old .doc named x.png all come back null. `file-type` reads the
 * signatures, and for a ZIP the office package's own `[Content_Types].xml`, so a plain ZIP renamed
 * .docx is refused too.
 */
export async function sniffFileType(bytes: Uint8Array): Promise<FileType | null> {
  return toFileType(await fileTypeFromBuffer(bytes));
}

/** sniffFileType of a file on disk (an upload spooled to a temp file), read only as far as needed. */
export async function sniffFileOnDisk(filePath: string): Promise<FileType | null> {
  return toFileType(await fileTypeFromFile(filePath));
}
