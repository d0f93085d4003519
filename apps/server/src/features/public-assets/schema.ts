import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { users } from '../people/schema.ts';

/** The company's shared assets, kept at an office (a city and building of the room list). */
export const publicAssets = pgTable(
  'public_assets',
  {
    id: serial('id').primaryKey(),
    assetNo: text('asset_no').notNull().unique(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    city: text('city').notNull(),
    building: text('building').notNull(),
    custodianId: integer('custodian_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    purchaseDate: date('purchase_date', { mode: 'string' }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'public_assets_category',
      sql`${table.category} in ('computer', 'display', 'network', 'av', 'furniture', 'vehicle', 'other')`,
    ),
    check('public_assets_status', sql`${table.status} in ('inUse', 'idle', 'repair', 'scrapped')`),
  ],
);
