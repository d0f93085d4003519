import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { users } from '../people/schema.ts';

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
    check(
      'holidays_names',
      sql`char_length(${table.nameZh}) between 1 and 50 and char_length(${table.nameEn}) between 1 and 50`,
    ),
    check(
      'holidays_in_year',
      sql`extract(year from ${table.startsOn}) = ${table.year} or extract(year from ${table.endsOn}) = ${table.year}`,
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
