import type { FeedbackFormFilter, FeedbackFormStatus } from '@portal/contracts';
import { and, asc, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.ts';
import { containsPattern } from '../../../lib/sql-like.ts';
import type { TemplateField } from '../repository.ts';
import { formAnswers, formTemplateFields, formTemplates } from '../schema.ts';

/** The console's reads and writes of questionnaires; the answers stay the feedback repository's. */

/** The transaction a builder's write runs in. */
export type { Transaction };

export interface FormListFilter {
  search?: string;
  status?: FeedbackFormFilter;
}

function whereOf(filter: FormListFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    pattern
      ? or(ilike(formTemplates.formTitle, pattern), ilike(formTemplates.formTitleEn, pattern))
      : undefined,
    filter.status === 'deleted' ? isNotNull(formTemplates.deletedAt) : isNull(formTemplates.deletedAt),
    filter.status && filter.status !== 'deleted' ? eq(formTemplates.status, filter.status) : undefined,
  );
}

/** A Chinese text written without its English one: English readers see the Chinese there. */
const untranslated = (zh: string, en: string) => sql`(${sql.raw(zh)} <> '' and ${sql.raw(en)} = '')`;

const listColumns = {
  key: formTemplates.key,
  formTitle: formTemplates.formTitle,
  formTitleEn: formTemplates.formTitleEn,
  status: formTemplates.status,
  updatedAt: formTemplates.updatedAt,
  deletedAt: formTemplates.deletedAt,
  questionCount:
    sql<number>`(select count(*) from ${formTemplateFields} f where f.template_key = ${formTemplates.key})`.mapWith(
      Number,
    ),
  answerCount:
    sql<number>`(select count(*) from ${formAnswers} a where a.template_key = ${formTemplates.key})`.mapWith(
      Number,
    ),
  englishMissing: sql<boolean>`(${untranslated('form_templates.form_title', 'form_templates.form_title_en')}
    or ${untranslated('form_templates.description', 'form_templates.description_en')}
    or exists (select 1 from ${formTemplateFields} f where f.template_key = ${formTemplates.key}
      and (${untranslated('f.title', 'f.title_en')} or ${untranslated('f.content', 'f.content_en')})))`.mapWith(
    Boolean,
  ),
};

/** One page of questionnaires, the last changed first, and how many match in all. */
export async function findFormPage(db: Database, filter: FormListFilter, offset: number, limit: number) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(formTemplates)
      .where(where)
      .orderBy(desc(formTemplates.updatedAt), asc(formTemplates.key))
      .offset(offset)
      .limit(limit),
    db
      .select({ value: sql<number>`count(*)`.mapWith(Number) })
      .from(formTemplates)
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, status: row.status as FeedbackFormStatus })),
    totalCount: total?.value ?? 0,
  };
}

/** What the questionnaire itself holds, apart from its questions. */
export type FormFields = Pick<
  typeof formTemplates.$inferInsert,
  'formTitle' | 'formTitleEn' | 'description' | 'descriptionEn' | 'anonymousDefault'
>;

export async function insertForm(tx: Transaction, key: string, fields: FormFields) {
  await tx.insert(formTemplates).values({ key, ...fields, status: 'draft' });
}

export async function updateForm(
  tx: Transaction,
  key: string,
  change: Partial<FormFields> & { status?: FeedbackFormStatus; deletedAt?: Date | null },
) {
  await tx
    .update(formTemplates)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(formTemplates.key, key));
}

/** The questions as written now, in order: their positions follow the list. */
export async function replaceQuestions(tx: Transaction, key: string, questions: TemplateField[]) {
  await tx.delete(formTemplateFields).where(eq(formTemplateFields.templateKey, key));
  await tx
    .insert(formTemplateFields)
    .values(questions.map((question, index) => ({ templateKey: key, position: index + 1, ...question })));
}
