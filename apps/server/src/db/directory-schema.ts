import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { files, users } from './schema.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A public holiday of a State Council notice (the `year`): the days off, both ends included.
 * Migration 0012 also keeps any two from overlapping (an exclusion constraint).
 */
export const holidays = pgTable(
  'holidays',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('holidays_year_idx').on(table.year, table.startsOn),
    check('holidays_year', sql`${table.year} BETWEEN 2000 AND 2100`),
    check(
      'holidays_order',
      sql`${table.endsOn} >= ${table.startsOn} AND ${table.endsOn} - ${table.startsOn} < 31`,
    ),
  ],
);

/** A weekend day worked instead of a holiday (调休上班); a day belongs to one holiday at most. */
export const holidayWorkdays = pgTable(
  'holiday_workdays',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    holidayId: integer('holiday_id')
      .notNull()
      .references(() => holidays.id, { onDelete: 'cascade' }),
  },
  (table) => [index('holiday_workdays_holiday_idx').on(table.holidayId)],
);

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
  ],
);
