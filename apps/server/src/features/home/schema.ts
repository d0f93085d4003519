import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { editorialChecks, editorialColumns } from '../../db/editorial.ts';
import { files } from '../files/schema.ts';
import { users } from '../people/schema.ts';

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    imageKey: text('image_key')
      .notNull()
      .references(() => files.ossKey),
    linkUrl: text('link_url').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    ...editorialColumns(() => users.id),
  },
  (table) => [...editorialChecks('banners', table)],
);

/** Culture wall: one picture per circle. */
export const cultureItems = pgTable('culture_items', {
  id: serial('id').primaryKey(),
  /** vision | supervisor | talent | integrity | keyPota | incentive | retrospective | business | other */
  circle: text('circle').notNull().unique(),
  ossKey: text('oss_key')
    .notNull()
    .references(() => files.ossKey),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    linkUrl: text('link_url').notNull().default(''),
    ...editorialColumns(() => users.id),
  },
  (table) => [...editorialChecks('activities', table)],
);

export const hotQuestions = pgTable(
  'hot_questions',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    answer: text('answer').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    ...editorialColumns(() => users.id),
  },
  (table) => [...editorialChecks('hot_questions', table)],
);
