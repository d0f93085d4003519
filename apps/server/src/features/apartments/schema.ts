import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { spreadsheetImports } from '../spreadsheets/schema.ts';

/**
 * An apartment listing. An import replaces the effective listings: the rows of earlier imports stay
 * (superseded_at set) so nothing is lost and a bad import can be traced.
 */
export const apartments = pgTable(
  'apartments',
  {
    id: serial('id').primaryKey(),
    importId: integer('import_id').references(() => spreadsheetImports.id),
    rowNumber: integer('row_number'),
    base: text('base').notNull(),
    apartmentType: text('apartment_type').notNull(),
    plot: text('plot').notNull().default(''),
    distance: text('distance').notNull().default(''),
    leaseType: text('lease_type').notNull(),
    quantity: integer('quantity').notNull(),
    houseType: text('house_type').notNull(),
    /** The standard monthly rent in yuan; the list shows it after 7折 (discountedRent). */
    standardRent: integer('standard_rent').notNull(),
    floor: text('floor').notNull().default(''),
    orientation: text('orientation').notNull().default(''),
    checkInTime: text('check_in_time').notNull().default(''),
    elevator: text('elevator').notNull().default(''),
    gateLock: text('gate_lock').notNull().default(''),
    contactPerson: text('contact_person').notNull().default(''),
    /** A picture URL (or a stored file's URL); empty shows 暂无图片. */
    picture: text('picture').notNull().default(''),
    supersededAt: timestamptz('superseded_at'),
  },
  (table) => [
    check('apartments_quantity', sql`${table.quantity} >= 0`),
    check('apartments_rent', sql`${table.standardRent} >= 0`),
    index('apartments_effective_idx').on(table.base).where(sql`${table.supersededAt} is null`),
  ],
);
