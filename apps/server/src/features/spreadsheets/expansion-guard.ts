import { Unzip, UnzipInflate } from 'fflate';

/** Zip entries an .xlsx may hold: a workbook has a few dozen parts. */
const MAX_ENTRIES = 1000;

/**
 * Inflates an .xlsx (a ZIP) without keeping anything, counting the bytes it really expands to, and
 * stops at `maxBytes`: a zip bomb (a small file expanding to gigabytes) is refused before any
 * spreadsheet parser touches it. The sizes the archive declares are not trusted; only inflated
 * bytes count. Returns false when the archive expands past the limit or holds too many entries.
 */
export function expandsWithin(bytes: Uint8Array, maxBytes: number): boolean {
  let expanded = 0;
  let entries = 0;
  let tooBig = false;
  const unzip = new Unzip((file) => {
    entries += 1;
    if (entries > MAX_ENTRIES) {
      tooBig = true;
      return;
    }
    file.ondata = (error, chunk) => {
      if (error || tooBig) return;
      expanded += chunk.length;
      if (expanded > maxBytes) {
        tooBig = true;
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  // Fed in slices so a bomb is stopped after at most one slice's worth of output past the limit.
  const SLICE = 16 * 1024;
  for (let offset = 0; offset < bytes.length && !tooBig; offset += SLICE) {
    unzip.push(bytes.subarray(offset, offset + SLICE), offset + SLICE >= bytes.length);
  }
  return !tooBig;
}
