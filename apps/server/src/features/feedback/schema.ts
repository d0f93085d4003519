import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';

/**
 * A questionnaire the portal asks employees to fill in (the feedback page's own key is listenToMe).
 * Draft: only its editors see it; open: employees answer it; closed: no new answers, its results
 * stay. A removed one (deleted_at) is never open, so no employee sees it.
 */
export const formTemplates = pgTable(
  'form_templates',
  {
    key: text('key').primaryKey(),
    formTitle: text('form_title').notNull(),
    /** The English title; empty shows the Chinese one. */
    formTitleEn: text('form_title_en').notNull().default(''),
    description: text('description').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    status: text('status').notNull().default('draft'),
    /** Whether the page's 匿名提交 starts ticked. */
    anonymousDefault: boolean('anonymous_default').notNull().default(true),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    deletedAt: timestamptz('deleted_at'),
  },
  (table) => [
    check('form_templates_status_known', sql`${table.status} in ('draft', 'open', 'closed')`),
    check('form_templates_deleted_not_open', sql`${table.deletedAt} is null or ${table.status} <> 'open'`),
  ],
);

/**
 * The questions of a form, shown in `position` order; `rank` is a question's id within its form,
 * which the stored answers name, so it never changes once given. `content` is the field's hint.
 */
export const formTemplateFields = pgTable(
  'form_template_fields',
  {
    templateKey: text('template_key')
      .notNull()
      .references(() => formTemplates.key, { onDelete: 'cascade' }),
    rank: smallint('rank').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    /** English title and hint; empty shows the Chinese ones. */
    titleEn: text('title_en').notNull().default(''),
    contentEn: text('content_en').notNull().default(''),
    /** The only kind the questionnaire page renders: a free-text answer. */
    kind: text('kind').notNull().default('text'),
    required: boolean('required').notNull().default(false),
    position: smallint('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.templateKey, table.rank] }),
    unique('form_template_fields_template_key_position_unique').on(table.templateKey, table.position),
    check('form_template_fields_kind_known', sql`${table.kind} in ('text')`),
  ],
);

/**
 * One submitted form. An anonymous answer keeps nothing that leads back to its author: no user,
 * no email, a random id (no insertion order) and only the company day it came in.
 */
export const formAnswers = pgTable(
  'form_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateKey: text('template_key')
      .notNull()
      .references(() => formTemplates.key),
    formTitle: text('form_title').notNull(),
    /** The company day (Asia/Shanghai) it was submitted: nothing finer is kept. */
    submittedOn: date('submitted_on', { mode: 'string' }).notNull(),
    anonymous: boolean('anonymous').notNull(),
    /** Only for a signed answer. */
    employeeEmail: text('employee_email'),
    employeeName: text('employee_name'),
    /** [{ rank, title, content }] as the employee answered them. */
    answers: jsonb('answers').notNull(),
  },
  (table) => [
    check(
      'form_answers_anonymous_has_no_name',
      sql`${table.anonymous} = (${table.employeeEmail} is null and ${table.employeeName} is null)`,
    ),
    index('form_answers_template_day_idx').on(table.templateKey, table.submittedOn),
  ],
);
