/**
 * Tests only: hostile .xlsx files built deterministically from a good one: archives whose headers
 * lie about their sizes, entries that inflate far past what they declare, and sheets whose used
 * range is enormous while the file is tiny.
 */
import { unzipSync, zipSync } from 'fflate';

/** Where each entry's central directory record and local header start. */
function entryOffsets(zip: Uint8Array): Map<string, { central: number; local: number }> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.length - 22;
  while (view.getUint32(end, true) !== 0x06054b50) end--;
  const offsets = new Map<string, { central: number; local: number }>();
  let at = view.getUint32(end + 16, true);
  for (let index = 0; index < view.getUint16(end + 10, true); index++) {
    const nameLength = view.getUint16(at + 28, true);
    const name = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength));
    offsets.set(name, { central: at, local: view.getUint32(at + 42, true) });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return offsets;
}

function patchSizes(zip: Uint8Array, name: string, where: 'local' | 'both', size: number): Buffer {
  const copy = Uint8Array.from(zip);
  const view = new DataView(copy.buffer);
  const offsets = entryOffsets(copy).get(name);
  if (!offsets) throw new Error(`no entry ${name}`);
  // Local header: compressed size at 18, uncompressed at 22. Central record: uncompressed at 24.
  if (where === 'local') view.setUint32(offsets.local + 18, size, true);
  view.setUint32(offsets.local + 22, size, true);
  if (where === 'both') view.setUint32(offsets.central + 24, size, true);
  return Buffer.from(copy);
}

/** The good workbook with `megabytes` of zeros added as one more part (about 1 KB a megabyte on the wire). */
export function withPadding(goodXlsx: Uint8Array, megabytes: number): Uint8Array {
  const parts = unzipSync(goodXlsx);
  parts['xl/media/padding.bin'] = new Uint8Array(megabytes * 1024 * 1024);
  return zipSync(parts, { level: 9 });
}

/** A zip bomb whose padding's local header claims 0 bytes: a guard reading local headers sees nothing. */
export const bombWithLyingLocalHeader = (goodXlsx: Uint8Array) =>
  patchSizes(withPadding(goodXlsx, 60), 'xl/media/padding.bin', 'local', 0);

/** A zip bomb whose padding declares 1 KB everywhere (the central directory too) but inflates to 60 MB. */
export const bombWithLyingDirectory = (goodXlsx: Uint8Array) =>
  patchSizes(withPadding(goodXlsx, 60), 'xl/media/padding.bin', 'both', 1024);

/** A workbook of 1.5 kB whose sheet holds three cells: A1, XFD1 and A1500 (24 million cells of range). */
export function wideSheet(goodXlsx: Uint8Array): Buffer {
  const parts = unzipSync(goodXlsx);
  const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
  parts['xl/worksheets/sheet1.xml'] = new TextEncoder().encode(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      '<dimension ref="A1:XFD1500"/><sheetData>' +
      `<row r="1">${cell('A1', 'a')}${cell('XFD1', 'b')}</row>` +
      `<row r="1500">${cell('A1500', 'c')}</row>` +
      '</sheetData></worksheet>',
  );
  return Buffer.from(zipSync(parts, { level: 9 }));
}
