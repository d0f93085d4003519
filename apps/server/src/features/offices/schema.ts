import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** One office of the company (the office address table merges equal country and region cells). */
export const officeAddresses = pgTable(
  'office_addresses',
  {
    id: serial('id').primaryKey(),
    sortOrder: integer('sort_order').notNull(),
    country: text('country').notNull(),
    city: text('city').notNull(),
    workAddress: text('work_address').notNull(),
    accessPerson: text('access_person').notNull().default(''),
    email: text('email').notNull().default(''),
  },
  (table) => [index('office_addresses_order_idx').on(table.sortOrder)],
);
