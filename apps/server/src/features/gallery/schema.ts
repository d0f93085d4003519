import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { files } from '../files/schema.ts';

/** A gallery activity of the activity page (ids are SPEC's activity numbers). */
export const galleryActivities = pgTable(
  'gallery_activities',
  {
    activityNo: integer('activity_no').primaryKey(),
    year: integer('year').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    /** Order within its year: the first is what picking the year shows. */
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('gallery_activities_year_idx').on(table.year, table.sortOrder)],
);

/** A picture of a gallery: a child's painting, a workstation, a running team… */
export const galleryItems = pgTable(
  'gallery_items',
  {
    id: serial('id').primaryKey(),
    activityNo: integer('activity_no')
      .notNull()
      .references(() => galleryActivities.activityNo, { onDelete: 'cascade' }),
    /** 2–8, only for the activities shown by month (13); null otherwise. */
    month: smallint('month'),
    childName: text('child_name').notNull().default(''),
    parentName: text('parent_name').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Running teams: the members, comma-separated, and the company of a company team (hidden). */
    member: text('member').notNull().default(''),
    company: text('company'),
    imageKey: text('image_key').references(() => files.ossKey),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    check('gallery_items_month', sql`${table.month} is null or ${table.month} between 1 and 12`),
    index('gallery_items_activity_idx').on(table.activityNo, table.month, table.sortOrder),
  ],
);
