import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { editorialColumns, editorialStatusCheck } from '../../db/editorial.ts';
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
    ...editorialColumns(() => users.id),
  },
  (table) => [
    index('documents_kind_idx').on(table.kind, table.publishedAt),
    check('documents_kind', sql`${table.kind} in ('manage', 'process', 'template', 'inform')`),
    editorialStatusCheck('documents', table.status),
  ],
);
