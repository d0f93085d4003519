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
  uuid,
} from 'drizzle-orm/pg-core';

/** A form the portal asks employees to fill in (the feedback questionnaire's key is listenToMe). */
export const formTemplates = pgTable('form_templates', {
  key: text('key').primaryKey(),
  formTitle: text('form_title').notNull(),
  /** The English title; empty shows the Chinese one. */
  formTitleEn: text('form_title_en').notNull().default(''),
});

/** The questions of a form, in rank order; `content` is the placeholder text shown in the field. */
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
  },
  (table) => [primaryKey({ columns: [table.templateKey, table.rank] })],
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
