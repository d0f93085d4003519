import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

const folder = new URL('../../migrations/', import.meta.url);

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

// Drizzle's migrator runs what meta/_journal.json lists, nothing else: a migration file missing
// there would silently never run, and one dated before the last applied would be skipped.
describe('the migration journal', () => {
  it('lists every migration file once, in order, each dated after the one before', async () => {
    const files = (await readdir(folder)).filter((name) => name.endsWith('.sql')).sort();
    const journal = JSON.parse(await readFile(new URL('meta/_journal.json', folder), 'utf8')) as {
      entries: JournalEntry[];
    };
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files);
    journal.entries.forEach((entry, position) => {
      expect(entry.idx).toBe(position);
      if (position > 0) expect(entry.when).toBeGreaterThan(journal.entries[position - 1]?.when ?? 0);
    });
  });
});
