import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { editorialChecks, editorialColumns } from '../../db/editorial.ts';
import { users } from '../people/schema.ts';

/** Header menus and home quick links, kept in the database so they change without a release. */
export const navLinks = pgTable(
  'nav_links',
  {
    id: serial('id').primaryKey(),
    /** publicNotice | myWork | businessTools | serviceTools | quickLinks */
    menu: text('menu').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    url: text('url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...editorialColumns(() => users.id),
  },
  (table) => [
    index('nav_links_menu_idx').on(table.menu, table.sortOrder),
    ...editorialChecks('nav_links', table),
  ],
);
