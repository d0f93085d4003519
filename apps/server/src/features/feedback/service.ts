import {
  type FormAnswersPage,
  type FormTemplate,
  type FormText,
  type formAnswersQuery,
  type formSubmitRequest,
  type Language,
  localized,
  type OpenForm,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { canReadFeedbackAnswers } from './policy.ts';
import * as repository from './repository.ts';

type SubmitRequest = z.output<typeof formSubmitRequest>;
type AnswersQuery = z.output<typeof formAnswersQuery>;

/** The export reads the answers this many at a time, so a long history never sits in memory at once. */
const EXPORT_BATCH = 500;

export function createFeedbackService({ db, clock }: AppContext) {
  /** Any questionnaire that exists: its answers are read whatever became of it. */
  async function templateOf(key: string) {
    const template = await repository.findTemplate(db, key);
    if (!template) throw notFound('feedback.templateNotFound');
    return template;
  }

  /** What employees see: an open or a closed questionnaire; a draft or a removed one does not exist for them. */
  const shownToEmployees = (template: repository.FormTemplateRow | undefined) => {
    if (!template || template.deletedAt !== null || template.status === 'draft') {
      throw notFound('feedback.templateNotFound');
    }
    return { ...template, status: template.status };
  };

  function requireReader(user: SessionUser) {
    if (!canReadFeedbackAnswers(user)) throw forbidden();
  }

  return {
    /** The questionnaire in the reader's language; a text not written in English shows in Chinese. */
    async template(key: string, language: Language): Promise<FormTemplate> {
      const template = shownToEmployees(await repository.findTemplate(db, key));
      const pick = (zh: string, en: string) => localized(zh, en, language);
      return {
        formTitle: pick(template.formTitle, template.formTitleEn),
        key,
        description: pick(template.description, template.descriptionEn),
        anonymousDefault: template.anonymousDefault,
        status: template.status === 'open' ? 'open' : 'closed',
        formTextList: template.fields.map((field) => ({
          rank: field.rank,
          kind: field.kind,
          required: field.required,
          title: pick(field.title, field.titleEn),
          content: pick(field.content, field.contentEn),
        })),
      };
    },

    /** The questionnaires open now, in the reader's language. */
    async openForms(language: Language): Promise<OpenForm[]> {
      const rows = await repository.findOpenTemplates(db);
      return rows.map((row) => ({
        key: row.key,
        formTitle: localized(row.formTitle, row.formTitleEn, language),
      }));
    },

    /**
     * Stores the non-blank answers under the template's own titles, if it is open and every
     * required question is answered. A signed answer names the session's employee (whatever email
     * the client sends); an anonymous one keeps only the company day: no user, no email, no time
     * of day. The questionnaire's row is held (shared) meanwhile, so no edit renumbers its
     * questions and no close slips in between the check and the answer.
     */
    async submit(user: SessionUser, request: SubmitRequest): Promise<void> {
      await db.transaction(async (tx) => {
        const template = shownToEmployees(await repository.findTemplate(tx, request.key, 'share'));
        if (template.status !== 'open') throw conflict('feedback.formClosed');
        const questions = new Map(template.fields.map((field) => [field.rank, field.title]));
        const answers: FormText[] = [];
        for (const { rank, content } of request.formTextList) {
          const title = questions.get(rank);
          if (title === undefined) throw badRequest('feedback.unknownQuestion');
          if (content.trim()) answers.push({ rank, title, content: content.trim() });
        }
        if (answers.length === 0) throw badRequest('feedback.nothingAnswered');
        const answered = new Set(answers.map((answer) => answer.rank));
        const missing = template.fields.find((field) => field.required && !answered.has(field.rank));
        if (missing) throw badRequest('feedback.requiredMissing');
        answers.sort((a, b) => a.rank - b.rank);
        const author = request.anonymousFlag
          ? { employeeEmail: null, employeeName: null }
          : { employeeEmail: user.email, employeeName: user.name };
        await repository.insertAnswer(tx, {
          templateKey: template.key,
          formTitle: template.formTitle,
          submittedOn: clock.today(),
          anonymous: request.anonymousFlag,
          ...author,
          answers,
        });
      });
    },

    /** One page of answers, newest day first; only for those who may read them. */
    async answers(user: SessionUser, query: AnswersQuery): Promise<FormAnswersPage> {
      requireReader(user);
      await templateOf(query.key);
      const page = { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize };
      const [rows, totalCount] = await Promise.all([
        repository.findAnswers(db, query.key, page),
        repository.countAnswers(db, query.key),
      ]);
      return {
        items: rows.map(({ answers, ...row }) => ({ ...row, formTextList: answers })),
        totalCount,
      };
    },

    /** The template and every answer in list order, batch by batch, for the spreadsheet. */
    async answersForExport(user: SessionUser, key: string) {
      requireReader(user);
      const template = await templateOf(key);
      async function* batches(): AsyncGenerator<repository.AnswerRow[]> {
        let after: repository.AnswerRow | null = null;
        for (;;) {
          const batch = await repository.findAnswersAfter(db, key, after, EXPORT_BATCH);
          if (batch.length > 0) yield batch;
          if (batch.length < EXPORT_BATCH) return;
          after = batch.at(-1) ?? null;
        }
      }
      return { template, batches: batches(), today: clock.today() };
    },
  };
}
