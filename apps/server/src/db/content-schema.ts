import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { files, users } from './schema.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * What every piece of editable content carries, so an editor console (a later issue) can write it:
 * who wrote it, whether it is out, and when it was (or will be) published.
 */
const editorial = () => ({
  status: text('status').notNull().default('published'),
  authorId: integer('author_id').references(() => users.id),
  publishedAt: timestamptz('published_at').notNull().defaultNow(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
const statusCheck = (name: string, status: unknown) =>
  check(`${name}_status`, sql`${status} in ('draft', 'published')`);

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
    ...editorial(),
  },
  (table) => [
    index('nav_links_menu_idx').on(table.menu, table.sortOrder),
    statusCheck('nav_links', table.status),
  ],
);

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
    ...editorial(),
  },
  (table) => [statusCheck('banners', table.status)],
);

/**
 * Rule docs (manage, process, template) and news/notices (inform) share one table, so a comment
 * thread of type 2 ("rule") names one document whatever its kind.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    /** manage | process | template | inform */
    kind: text('kind').notNull(),
    /** CMS column of news (49 = notices); null for rule docs. */
    columnId: integer('column_id'),
    language: text('language').notNull().default('zh'),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    department: text('department').notNull().default(''),
    /** Sanitized HTML: cleaned on the server before it is saved. */
    content: text('content').notNull().default(''),
    /** Templates: contract | extra (getTemplateDocWithType `type`). */
    templateCategory: text('template_category'),
    templateType: text('template_type'),
    templatePrincipal: text('template_principal'),
    ...editorial(),
  },
  (table) => [
    index('documents_kind_idx').on(table.kind, table.publishedAt),
    check('documents_kind', sql`${table.kind} in ('manage', 'process', 'template', 'inform')`),
    statusCheck('documents', table.status),
  ],
);

/** Files attached to a document, an honor or a procurement batch, in display order. */
export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    /** document | honor | procurement */
    ownerType: text('owner_type').notNull(),
    ownerId: integer('owner_id').notNull(),
    ossKey: text('oss_key')
      .notNull()
      .references(() => files.ossKey),
    filename: text('filename').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('attachments_owner_idx').on(table.ownerType, table.ownerId, table.sortOrder)],
);

export const awards = pgTable('awards', {
  id: serial('id').primaryKey(),
  award: text('award').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** An honor item: a winner (or a team: names comma-separated) of an award in a month. */
export const honors = pgTable(
  'honors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    awardId: integer('award_id')
      .notNull()
      .references(() => awards.id),
    companyName: text('company_name').notNull().default(''),
    department: text('department').notNull().default(''),
    prize: text('prize').notNull().default(''),
    /** yyyy-MM */
    month: text('month').notNull(),
    title: text('title').notNull().default(''),
    /** Sanitized HTML. */
    article: text('article').notNull().default(''),
    ...editorial(),
  },
  (table) => [index('honors_month_idx').on(table.month, table.awardId), statusCheck('honors', table.status)],
);

/** A procurement batch: a public procurement disclosure for a month. */
export const procurementBatches = pgTable(
  'procurement_batches',
  {
    batchId: serial('batch_id').primaryKey(),
    name: text('name').notNull(),
    /** yyyy-MM */
    batchMonth: text('batch_month').notNull(),
    /** Sanitized HTML. */
    content: text('content').notNull().default(''),
    ...editorial(),
  },
  (table) => [index('procurement_month_idx').on(table.batchMonth), statusCheck('procurement', table.status)],
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
    ...editorial(),
  },
  (table) => [statusCheck('activities', table.status)],
);

export const hotQuestions = pgTable(
  'hot_questions',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    answer: text('answer').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    ...editorial(),
  },
  (table) => [statusCheck('hot_questions', table.status)],
);

/** In-app messages to one employee (read by station/msg/list). */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    linkUrl: text('link_url').notNull().default(''),
    readAt: timestamptz('read_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('messages_user_idx').on(table.userId, table.readAt)],
);

/** A comment thread: one per honor (type 1) or document (type 2). */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    resourceType: smallint('resource_type').notNull(),
    resourceId: integer('resource_id').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('posts_resource_unique').on(table.resourceType, table.resourceId),
    check('posts_resource_type', sql`${table.resourceType} in (1, 2, 3)`),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    comment: text('comment').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('comments_post_idx').on(table.postId, table.createdAt),
    // Empty text is not submitted; at most 100 characters.
    check('comments_length', sql`char_length(${table.comment}) between 1 and 100`),
  ],
);

/** One like per person per thread: the key keeps it so. */
export const likes = pgTable(
  'likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] })],
);

/** A view counts once per person per thread (issue: "a view counted once per user per item"). */
export const views = pgTable(
  'views',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] })],
);
