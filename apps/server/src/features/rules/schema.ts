import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { editorialChecks, editorialColumns } from '../../db/editorial.ts';
import { users } from '../people/schema.ts';

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
    /**
     * Who reads it: `zh` or `en` readers only (each language's notices are their own list), or
     * `all`: written in the console with Chinese and English side by side, the English falling
     * back to the Chinese where it is empty.
     */
    language: text('language').notNull().default('zh'),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull().default(''),
    summary: text('summary').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    department: text('department').notNull().default(''),
    /** Sanitized HTML: cleaned on the server before it is saved. */
    content: text('content').notNull().default(''),
    contentEn: text('content_en').notNull().default(''),
    /** Pinned notices head their list, newest pinned first. */
    pinned: boolean('pinned').notNull().default(false),
    /** Templates: contract | extra (getTemplateDocWithType `type`). */
    templateCategory: text('template_category'),
    templateType: text('template_type'),
    templatePrincipal: text('template_principal'),
    ...editorialColumns(() => users.id),
  },
  (table) => [
    index('documents_kind_idx').on(table.kind, table.publishedAt),
    check('documents_kind', sql`${table.kind} in ('manage', 'process', 'template', 'inform')`),
    check('documents_language', sql`${table.language} in ('zh', 'en', 'all')`),
    ...editorialChecks('documents', table),
  ],
);
