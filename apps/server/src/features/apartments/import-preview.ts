import { createHash } from 'node:crypto';
import type { NewApartment } from './repository.ts';

/** What a listing says, without where it came from: two listings saying the same are the same. */
const listingKey = ({ importId, rowNumber, ...listing }: NewApartment) =>
  JSON.stringify(Object.entries(listing).sort(([a], [b]) => a.localeCompare(b)));

/**
 * How replacing `current` with `incoming` changes the list: listings the file adds, current ones it
 * removes, and those it keeps as they are (counted as a multiset: two equal rows are two listings).
 */
export function compareListings(current: readonly NewApartment[], incoming: readonly NewApartment[]) {
  const remaining = new Map<string, number>();
  for (const listing of current) {
    const key = listingKey(listing);
    remaining.set(key, (remaining.get(key) ?? 0) + 1);
  }
  let unchanged = 0;
  for (const listing of incoming) {
    const key = listingKey(listing);
    const left = remaining.get(key) ?? 0;
    if (left > 0) {
      remaining.set(key, left - 1);
      unchanged += 1;
    }
  }
  return { added: incoming.length - unchanged, removed: current.length - unchanged, unchanged };
}

/**
 * The preview's token: it binds a confirmation to the previewed file (its digest) over the list
 * the preview compared it with (the import the effective listings came from; 0 for the seeded ones).
 */
export const previewToken = (basisImportId: number, fileSha256: string) =>
  createHash('sha256').update(`apartment-import:${basisImportId}:${fileSha256}`).digest('base64url');
