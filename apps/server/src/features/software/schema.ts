import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { files } from '../files/schema.ts';
import { users } from '../people/schema.ts';

/** A published version of a software package; the file is a stored file, downloaded as any other. */
export const softwarePackages = pgTable(
  'software_packages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    platform: text('platform').notNull(),
    version: text('version').notNull(),
    description: text('description').notNull().default(''),
    fileKey: text('file_key')
      .notNull()
      .references(() => files.ossKey),
    publishedBy: integer('published_by')
      .notNull()
      .references(() => users.id),
    publishedAt: timestamptz('published_at').notNull().defaultNow(),
  },
  (table) => [
    unique('software_packages_release').on(table.name, table.platform, table.version),
    uniqueIndex('software_packages_file_idx').on(table.fileKey),
    check(
      'software_packages_category',
      sql`${table.category} in ('office', 'development', 'communication', 'security', 'design', 'utility')`,
    ),
    check('software_packages_platform', sql`${table.platform} in ('windows', 'macos', 'linux', 'android')`),
    check('software_packages_name', sql`char_length(${table.name}) between 1 and 100`),
    check('software_packages_version', sql`${table.version} ~ '^[0-9A-Za-z][0-9A-Za-z._+-]{0,39}$'`),
    check('software_packages_description', sql`char_length(${table.description}) <= 1000`),
  ],
);
