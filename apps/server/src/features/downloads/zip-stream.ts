import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import { extensionOf } from '../files/index.ts';

export interface ZipEntry {
  name: string;
  open(): Promise<Readable>;
}

/**
 * A zip written while it is sent: each file is read from storage and passed through stored, not
 * compressed (PDF and office files are compressed already), so memory stays at one chunk however
 * large the files. fflate marks non-ASCII names as UTF-8, so Chinese names survive.
 */
export function zipStream(entries: ZipEntry[]): Readable {
  const output = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      output.destroy(error);
      return;
    }
    output.write(chunk);
    if (final) output.end();
  });
  const writeAll = async () => {
    for (const entry of entries) {
      const file = new ZipPassThrough(entry.name);
      zip.add(file);
      for await (const chunk of await entry.open()) {
        file.push(chunk as Uint8Array);
        // A slow client: wait until it has taken what is buffered.
        if (output.writableNeedDrain) await once(output, 'drain');
      }
      file.push(new Uint8Array(0), true);
    }
    zip.end();
  };
  writeAll().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

/** Entry names as given, with "(2)", "(3)"… before the extension where two files share a name. */
export function uniqueEntryNames(names: string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    const extension = extensionOf(name);
    const suffix = extension ? name.slice(name.length - extension.length - 1) : '';
    const stem = name.slice(0, name.length - suffix.length);
    for (let copy = 2; taken.has(candidate.toLowerCase()); copy += 1)
      candidate = `${stem} (${copy})${suffix}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
