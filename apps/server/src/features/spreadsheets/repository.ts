import type { Database, Transaction } from '../../db/client.ts';
import { spreadsheetImports } from '../../db/schema.ts';

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
