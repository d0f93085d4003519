import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { users } from '../people/schema.ts';

/** One spreadsheet import of a module (apartment, rotation): who, when, which file, how many rows. */
export const spreadsheetImports = pgTable(
  'spreadsheet_imports',
  {
    id: serial('id').primaryKey(),
    module: text('module').notNull(),
    fileName: text('file_name').notNull(),
    rowCount: integer('row_count').notNull(),
    /** The file's SHA-256 (hex): a confirmed apartment import repeated is recognised by it. */
    fileSha256: text('file_sha256'),
    importedBy: integer('imported_by')
      .notNull()
      .references(() => users.id),
    importedAt: timestamptz('imported_at').notNull().defaultNow(),
  },
  (table) => [
    check('spreadsheet_imports_module', sql`${table.module} in ('apartment', 'rotation')`),
    index('spreadsheet_imports_module_idx').on(table.module, table.importedAt),
  ],
);
