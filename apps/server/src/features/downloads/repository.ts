import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import type { StoredFile } from '../files/service.ts';

/** The stored files with these keys, in the order asked; unknown keys are left out. */
export async function findStoredFiles(db: Database, ossKeys: string[]): Promise<StoredFile[]> {
  if (ossKeys.length === 0) return [];
  const rows = await db.select().from(files).where(inArray(files.ossKey, ossKeys));
  const byKey = new Map(rows.map((row) => [row.ossKey, row]));
  return ossKeys.flatMap((key) => byKey.get(key) ?? []);
}
