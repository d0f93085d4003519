import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { spreadsheetImports } from './schema.ts';

export interface ImportRecord {
  module: 'apartment' | 'rotation';
  fileName: string;
  rowCount: number;
  importedBy: number;
  fileSha256?: string;
}

/** Notes who imported which file when; call it in the transaction that writes the rows. */
export async function recordImport(db: Database | Transaction, record: ImportRecord): Promise<number> {
  const [row] = await db.insert(spreadsheetImports).values(record).returning({ id: spreadsheetImports.id });
  if (!row) throw new Error('spreadsheet_imports insert returned no row');
  return row.id;
}

/** An import by its id, with the file's fingerprint (a repeated import is recognised by it). */
export async function findImport(
  db: Database | Transaction,
  id: number,
): Promise<{ id: number; fileSha256: string | null } | null> {
  const [row] = await db
    .select({ id: spreadsheetImports.id, fileSha256: spreadsheetImports.fileSha256 })
    .from(spreadsheetImports)
    .where(eq(spreadsheetImports.id, id));
  return row ?? null;
}
