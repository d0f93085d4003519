import type { FeedbackFormStatus, FeedbackQuestionKind, FormText } from '@portal/contracts';
import { and, asc, count, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { formAnswers, formTemplateFields, formTemplates } from './schema.ts';

/** A question in Chinese, with its English title and hint (empty where none was written). */
export interface TemplateField extends FormText {
  titleEn: string;
  contentEn: string;
  kind: FeedbackQuestionKind;
  required: boolean;
}

export type FormTemplateRow = Omit<typeof formTemplates.$inferSelect, 'status'> & {
  status: FeedbackFormStatus;
  fields: TemplateField[];
};

const fieldColumns = {
  rank: formTemplateFields.rank,
  title: formTemplateFields.title,
  content: formTemplateFields.content,
  titleEn: formTemplateFields.titleEn,
  contentEn: formTemplateFields.contentEn,
  kind: formTemplateFields.kind,
  required: formTemplateFields.required,
};

/**
 * A template with its questions in their order, or undefined for an unknown key. `lock` holds the
 * template's row until the transaction ends: an edit ('update') waits for the answers being stored
 * ('share') and they wait for it, so an answer never names questions an edit is renumbering.
 */
export async function findTemplate(
  db: Database | Transaction,
  key: string,
  lock?: 'update' | 'share',
): Promise<FormTemplateRow | undefined> {
  const query = db.select().from(formTemplates).where(eq(formTemplates.key, key));
  const [template] = lock ? await query.for(lock) : await query;
  if (!template) return undefined;
  const fields = await db
    .select(fieldColumns)
    .from(formTemplateFields)
    .where(eq(formTemplateFields.templateKey, key))
    .orderBy(asc(formTemplateFields.position));
  return {
    ...template,
    status: template.status as FeedbackFormStatus,
    fields: fields as TemplateField[],
  };
}

export type NewFormAnswer = Omit<typeof formAnswers.$inferInsert, 'id' | 'answers'> & { answers: FormText[] };

/** Stores one answer; its id is a random uuid drawn by the database. */
export async function insertAnswer(db: Database | Transaction, answer: NewFormAnswer): Promise<void> {
  await db.insert(formAnswers).values(answer);
}

const answerColumns = {
  id: formAnswers.id,
  submittedOn: formAnswers.submittedOn,
  anonymous: formAnswers.anonymous,
  employeeName: formAnswers.employeeName,
  employeeEmail: formAnswers.employeeEmail,
  answers: formAnswers.answers,
};

/** One stored answer as the answers page and the export read it. */
export interface AnswerRow {
  id: string;
  /** YYYY-MM-DD */
  submittedOn: string;
  anonymous: boolean;
  employeeName: string | null;
  employeeEmail: string | null;
  answers: FormText[];
}

/**
 * Newest day first, then by the random id: within a day the order says nothing about who came
 * first. The list and the export read the same order.
 */
const answerOrder = [desc(formAnswers.submittedOn), asc(formAnswers.id)];

export async function findAnswers(
  db: Database,
  key: string,
  page: { offset: number; limit: number },
): Promise<AnswerRow[]> {
  const rows = await db
    .select(answerColumns)
    .from(formAnswers)
    .where(eq(formAnswers.templateKey, key))
    .orderBy(...answerOrder)
    .offset(page.offset)
    .limit(page.limit);
  return rows as AnswerRow[];
}

export async function countAnswers(db: Database | Transaction, key: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(formAnswers).where(eq(formAnswers.templateKey, key));
  return row?.total ?? 0;
}

/**
 * The answers after `after` in list order, `limit` at a time: the export walks them all this way
 * (by key, not by offset, so a long export costs the same for its last rows as for its first).
 */
export async function findAnswersAfter(
  db: Database,
  key: string,
  after: Pick<AnswerRow, 'submittedOn' | 'id'> | null,
  limit: number,
): Promise<AnswerRow[]> {
  const position = after
    ? or(
        lt(formAnswers.submittedOn, after.submittedOn),
        and(eq(formAnswers.submittedOn, after.submittedOn), gt(formAnswers.id, after.id)),
      )
    : undefined;
  const rows = await db
    .select(answerColumns)
    .from(formAnswers)
    .where(and(eq(formAnswers.templateKey, key), position))
    .orderBy(...answerOrder)
    .limit(limit);
  return rows as AnswerRow[];
}

/** The questionnaires employees may answer now, newest first. */
export const findOpenTemplates = (db: Database) =>
  db
    .select({
      key: formTemplates.key,
      formTitle: formTemplates.formTitle,
      formTitleEn: formTemplates.formTitleEn,
    })
    .from(formTemplates)
    .where(and(eq(formTemplates.status, 'open'), isNull(formTemplates.deletedAt)))
    .orderBy(desc(formTemplates.createdAt), asc(formTemplates.key));
