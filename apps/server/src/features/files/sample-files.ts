/**
 * Tests only: the smallest byte sequences that look like each kind of file, including hand-built
 * ZIP archives (stored entries, CRC left at 0). An office package is recognised by the main part
 * its `[Content_Types].xml` declares, so that entry declares one per office folder present.
 */

/** A real 1×1 PNG: the signature alone is not enough, its first chunk is read too. */
export const samplePng = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
export const sampleJpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 2)]);
export const samplePdf = () => Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
export const sampleExe = () => Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(64, 0)]);
export const sampleHtml = () => Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
/** An old binary .doc/.xls (OLE compound file): not an allowed type. */
export const sampleOle = () =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(64, 0)]);

const OFFICE_FOLDERS = { docx: 'word', xlsx: 'xl', pptx: 'ppt' } as const;

export const sampleOffice = (kind: keyof typeof OFFICE_FOLDERS) =>
  sampleZip(['[Content_Types].xml', '_rels/.rels', `${OFFICE_FOLDERS[kind]}/document.xml`]);

interface ZipOptions {
  comment?: string;
  /** Write the ZIP64 end records and mark the classic record's fields as "see ZIP64". */
  zip64?: boolean;
}

const MAIN_PARTS = {
  'word/': 'wordprocessingml.document',
  'xl/': 'spreadsheetml.sheet',
  'ppt/': 'presentationml.presentation',
} as const;

function contentTypesOf(names: string[]): string {
  const overrides = Object.entries(MAIN_PARTS)
    .filter(([folder]) => names.some((name) => name.startsWith(folder)))
    .map(
      ([folder, part]) =>
        `<Override PartName="/${folder}main.xml" ContentType="application/vnd.openxmlformats-officedocument.${part}.main+xml"/>`,
    );
  return `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">${overrides.join('')}</Types>`;
}

export function sampleZip(names: string[], options: ZipOptions = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(name === '[Content_Types].xml' ? contentTypesOf(names) : `contents of ${name}`);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const comment = Buffer.from(options.comment ?? '', 'utf8');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(options.zip64 ? 0xffffffff : directory.length, 12);
  end.writeUInt32LE(options.zip64 ? 0xffffffff : offset, 16);
  end.writeUInt16LE(comment.length, 20);
  const zip64 = options.zip64 ? zip64EndRecords(names.length, directory.length, offset) : Buffer.alloc(0);
  return Buffer.concat([...locals, directory, zip64, end, comment]);
}

function zip64EndRecords(entries: number, directorySize: number, directoryOffset: number): Buffer {
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE(45, 12);
  record.writeUInt16LE(45, 14);
  record.writeBigUInt64LE(BigInt(entries), 24);
  record.writeBigUInt64LE(BigInt(entries), 32);
  record.writeBigUInt64LE(BigInt(directorySize), 40);
  record.writeBigUInt64LE(BigInt(directoryOffset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(directoryOffset + directorySize), 8);
  locator.writeUInt32LE(1, 16);
  return Buffer.concat([record, locator]);
}
