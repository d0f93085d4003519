import type { UPLOAD_ALLOWED_TYPES } from '@portal/contracts';

/** Random access to an upload's bytes: a Buffer in tests, the spooled temp file in the server. */
export interface ByteSource {
  readonly size: number;
  /** Up to `length` bytes from `position`; fewer at the end of the source. */
  read(position: number, length: number): Promise<Buffer>;
}

export const bufferSource = (bytes: Buffer): ByteSource => ({
  size: bytes.length,
  read: async (position, length) => bytes.subarray(position, position + length),
});

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

const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF = Buffer.from('%PDF-', 'latin1');
const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The type of an upload judged by its bytes alone (SPEC §5 allowed types), or null for anything else:
 * an .exe, an HTML page or an old .doc named x.png all come back null.
 */
export async function sniffFileType(source: ByteSource): Promise<FileType | null> {
  const head = await source.read(0, PNG.length);
  if (startsWith(head, JPEG)) return FILE_TYPES.jpeg;
  if (startsWith(head, PNG)) return FILE_TYPES.png;
  if (startsWith(head, PDF)) return FILE_TYPES.pdf;
  if (startsWith(head, ZIP_LOCAL_HEADER)) {
    const kind = officeKindOf(await zipEntryNames(source));
    return kind ? FILE_TYPES[kind] : null;
  }
  return null;
}

const startsWith = (bytes: Buffer, prefix: Buffer) =>
  bytes.length >= prefix.length && bytes.subarray(0, prefix.length).equals(prefix);

/** An OOXML package is a ZIP with [Content_Types].xml and exactly one of the three main folders. */
function officeKindOf(names: string[] | null): FileKind | null {
  if (!names?.includes('[Content_Types].xml')) return null;
  const folders: [FileKind, string][] = [
    ['docx', 'word/'],
    ['xlsx', 'xl/'],
    ['pptx', 'ppt/'],
  ];
  const present = folders.filter(([, folder]) => names.some((name) => name.startsWith(folder)));
  return present.length === 1 && present[0] ? present[0][0] : null;
}

const EOCD_SIGNATURE = 0x06054b50;
const EOCD_SIZE = 22;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const CENTRAL_ENTRY_SIZE = 46;
const MAX_COMMENT = 0xffff;
/** A real office file's directory is kilobytes; a bigger one is not worth reading to refuse it. */
const MAX_DIRECTORY_BYTES = 8 * 1024 * 1024;

interface CentralDirectory {
  offset: number;
  size: number;
}

/**
 * The names in a ZIP's central directory (found through the end-of-central-directory record at the
 * tail, ZIP64 included), or null when the archive is malformed. Local headers are not trusted: with
 * data descriptors their sizes are unknown, and the directory is what every reader uses.
 */
export async function zipEntryNames(source: ByteSource): Promise<string[] | null> {
  const directory = await findCentralDirectory(source);
  if (!directory || directory.size > MAX_DIRECTORY_BYTES) return null;
  const bytes = await source.read(directory.offset, directory.size);
  if (bytes.length !== directory.size) return null;
  const names: string[] = [];
  let position = 0;
  while (position + CENTRAL_ENTRY_SIZE <= bytes.length) {
    if (bytes.readUInt32LE(position) !== CENTRAL_ENTRY_SIGNATURE) return null;
    const nameLength = bytes.readUInt16LE(position + 28);
    const extraLength = bytes.readUInt16LE(position + 30);
    const commentLength = bytes.readUInt16LE(position + 32);
    const nameStart = position + CENTRAL_ENTRY_SIZE;
    if (nameStart + nameLength > bytes.length) return null;
    names.push(bytes.toString('utf8', nameStart, nameStart + nameLength));
    position = nameStart + nameLength + extraLength + commentLength;
  }
  return names;
}

async function findCentralDirectory(source: ByteSource): Promise<CentralDirectory | null> {
  if (source.size < EOCD_SIZE) return null;
  // The record sits at the very end, followed only by an optional comment of up to 64 KiB.
  const tailStart = Math.max(0, source.size - EOCD_SIZE - MAX_COMMENT);
  const tail = await source.read(tailStart, source.size - tailStart);
  for (let at = tail.length - EOCD_SIZE; at >= 0; at -= 1) {
    if (tail.readUInt32LE(at) !== EOCD_SIGNATURE) continue;
    const eocdOffset = tailStart + at;
    const size = tail.readUInt32LE(at + 12);
    const offset = tail.readUInt32LE(at + 16);
    if (size === 0xffffffff || offset === 0xffffffff) return findZip64Directory(source, eocdOffset);
    return offset + size <= eocdOffset ? { offset, size } : null;
  }
  return null;
}

async function findZip64Directory(source: ByteSource, eocdOffset: number): Promise<CentralDirectory | null> {
  if (eocdOffset < 20) return null;
  const locator = await source.read(eocdOffset - 20, 20);
  if (locator.length < 20 || locator.readUInt32LE(0) !== ZIP64_LOCATOR_SIGNATURE) return null;
  const recordOffset = Number(locator.readBigUInt64LE(8));
  const record = await source.read(recordOffset, 56);
  if (record.length < 56 || record.readUInt32LE(0) !== ZIP64_EOCD_SIGNATURE) return null;
  const size = Number(record.readBigUInt64LE(40));
  const offset = Number(record.readBigUInt64LE(48));
  return offset + size <= recordOffset ? { offset, size } : null;
}
