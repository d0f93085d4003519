import { Inflate } from 'fflate';
import { SheetRefusal } from './refusal.ts';

export interface ExpansionLimits {
  /** Bytes all entries may expand to together. */
  maxBytes: number;
  /** Entries the archive may hold: a workbook has a few dozen parts. */
  maxEntries: number;
}

interface CentralEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record is 22 bytes plus a comment of at most 65535. */
const END_SEARCH = 22 + 0xffff;
/** ZIP64 marks its fields with all ones; an import of at most a few megabytes never needs it. */
const ZIP64_MARK = 0xffffffff;

const unreadable = () => new SheetRefusal('import.unreadable');
const expandsTooMuch = () => new SheetRefusal('import.expandsTooMuch');

/**
 * The entries the central directory lists: what every spreadsheet reader goes by (the local
 * headers before each entry may say something else, and are not trusted).
 */
function centralDirectory(bytes: Uint8Array): CentralEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - END_SEARCH); at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw unreadable();
  const count = view.getUint16(end + 10, true);
  const start = view.getUint32(end + 16, true);
  if (start === ZIP64_MARK || count === 0xffff) throw unreadable();
  const entries: CentralEntry[] = [];
  let at = start;
  for (let index = 0; index < count; index++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL_HEADER) throw unreadable();
    const nameLength = view.getUint16(at + 28, true);
    const entry: CentralEntry = {
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    };
    if ([entry.compressedSize, entry.size, entry.localHeaderOffset].includes(ZIP64_MARK)) throw unreadable();
    entries.push(entry);
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/** An entry's compressed bytes, found through its local header (whose sizes are ignored). */
function compressedBytes(bytes: Uint8Array, entry: CentralEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_HEADER) throw unreadable();
  const dataStart = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (dataStart + entry.compressedSize > bytes.length) throw unreadable();
  return bytes.subarray(dataStart, dataStart + entry.compressedSize);
}

/** Inflates one entry in slices, counting what really comes out, and stops at `budget`. */
function inflateWithin(compressed: Uint8Array, budget: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  let produced = 0;
  let over = false;
  const inflate = new Inflate((chunk) => {
    produced += chunk.length;
    if (produced > budget) over = true;
    else chunks.push(chunk);
  });
  // Fed in slices so a bomb is stopped after at most one slice's worth of output past the budget.
  const SLICE = 16 * 1024;
  for (let offset = 0; offset < compressed.length && !over; offset += SLICE) {
    inflate.push(compressed.subarray(offset, offset + SLICE), offset + SLICE >= compressed.length);
  }
  if (over) throw expandsTooMuch();
  const out = new Uint8Array(produced);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * Unpacks an .xlsx (a ZIP) before any spreadsheet parser sees it, so a zip bomb is refused without
 * ever being held in memory. The entries and their sizes come from the central directory, which is
 * what readers follow: the declared sizes refuse a bomb at once; the inflation itself is then
 * counted and cut at the same limit, and an entry that inflates to other than its declared size is
 * refused, so sizes that lie cannot pass either.
 */
export function unpackWithin(bytes: Uint8Array, limits: ExpansionLimits): Map<string, Uint8Array> {
  const entries = centralDirectory(bytes);
  if (entries.length > limits.maxEntries) throw expandsTooMuch();
  const declared = entries.reduce((sum, entry) => sum + entry.size, 0);
  if (declared > limits.maxBytes) throw expandsTooMuch();

  const parts = new Map<string, Uint8Array>();
  let expanded = 0;
  for (const entry of entries) {
    const compressed = compressedBytes(bytes, entry);
    const budget = limits.maxBytes - expanded;
    let content: Uint8Array;
    if (entry.method === 0) content = compressed;
    else if (entry.method === 8) content = inflateWithin(compressed, budget);
    else throw unreadable();
    if (content.length > budget) throw expandsTooMuch();
    if (content.length !== entry.size) throw unreadable();
    expanded += content.length;
    parts.set(entry.name, content);
  }
  return parts;
}
