import { z } from 'zod';
import { FEEDBACK_QUESTION_KINDS } from './feedback-forms.ts';
import { maxChars, text } from './primitives.ts';
import { define } from './route-definition.ts';

/** The feedback questionnaire's template key (/listenQuestionnaire). */
export const FEEDBACK_FORM_KEY = 'listenToMe';
/** The longest answer to one question, in characters as people count them. */
export const FEEDBACK_ANSWER_MAX_LENGTH = 2000;
/** The answers page's page size, and the most one page may ask for. */
export const FEEDBACK_ANSWERS_PAGE_SIZE = 20;
export const FEEDBACK_ANSWERS_MAX_PAGE_SIZE = 100;

/** One question of a form: its rank, its title and, in a template, the hint shown in its field. */
export const formText = z.object({ rank: z.number(), title: z.string(), content: z.string() });
export type FormText = z.infer<typeof formText>;

/** A question as the questionnaire page renders it: its kind, and whether it must be answered. */
export const templateQuestion = formText.extend({
  kind: z.enum(FEEDBACK_QUESTION_KINDS),
  required: z.boolean(),
});
export type TemplateQuestion = z.infer<typeof templateQuestion>;

/**
 * A questionnaire in the reader's language. Only an open or a closed one is answered: a closed one
 * takes no new answers, but its page and its results stay readable.
 */
export const formTemplate = z.object({
  formTitle: z.string(),
  key: z.string(),
  description: z.string(),
  /** Whether 匿名提交 starts ticked. */
  anonymousDefault: z.boolean(),
  status: z.enum(['open', 'closed']),
  formTextList: z.array(templateQuestion),
});
export type FormTemplate = z.infer<typeof formTemplate>;

const formKey = text().trim().min(1).max(64);

export const formTemplateQuery = z.object({ key: formKey });

/** An answer to one question: the template's rank and the text (title is the template's, not the client's). */
const formTextAnswer = z.object({
  rank: z.number().int().min(1).max(1000),
  title: text().check(maxChars(200)).optional(),
  content: text()
    .check(maxChars(FEEDBACK_ANSWER_MAX_LENGTH, { message: 'feedback.answerTooLong' }))
    .default(''),
});

/**
 * A submitted questionnaire. Every field may be left out; `anonymousFlag` is a boolean and defaults
 * to anonymous. `formTitle` and `employeeEmail` are read for compatibility only: the title is the
 * template's and the author is the session's, never what the client says.
 */
export const formSubmitRequest = z.object({
  key: formKey.default(FEEDBACK_FORM_KEY),
  formTitle: text().check(maxChars(200)).optional(),
  anonymousFlag: z.boolean().default(true),
  formTextList: z
    .array(formTextAnswer)
    .max(100)
    .refine((answers) => new Set(answers.map((answer) => answer.rank)).size === answers.length, {
      message: 'feedback.repeatedQuestion',
    })
    .default([]),
  employeeEmail: text().max(320).optional(),
});
export type FormSubmitRequest = z.input<typeof formSubmitRequest>;

export const formAnswersQuery = z.object({
  key: formKey.default(FEEDBACK_FORM_KEY),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(FEEDBACK_ANSWERS_MAX_PAGE_SIZE)
    .default(FEEDBACK_ANSWERS_PAGE_SIZE),
});

/** One submitted questionnaire as an editor reads it; an anonymous one has no name or email. */
export const formAnswer = z.object({
  id: z.string(),
  /** YYYY-MM-DD, the company day it came in: nothing finer is kept. */
  submittedOn: z.string(),
  anonymous: z.boolean(),
  employeeName: z.string().nullable(),
  employeeEmail: z.string().nullable(),
  formTextList: z.array(formText),
});
export type FormAnswer = z.infer<typeof formAnswer>;

export const formAnswersPage = z.object({ items: z.array(formAnswer), totalCount: z.number() });
export type FormAnswersPage = z.infer<typeof formAnswersPage>;

/** The answers' spreadsheet is a navigation (a download), not an envelope call. */
export const formAnswersExportPath = '/form/answers/export';
export const formAnswersExportQuery = z.object({ key: formKey.default(FEEDBACK_FORM_KEY) });

/** An open questionnaire as the questionnaire page offers it, in the reader's language. */
export const openForm = z.object({ key: z.string(), formTitle: z.string() });
export type OpenForm = z.infer<typeof openForm>;

/** Why a questionnaire answer was refused. */
export const FEEDBACK_ERROR_KEYS = [
  'feedback.templateNotFound',
  'feedback.formClosed',
  'feedback.requiredMissing',
  'feedback.nothingAnswered',
  'feedback.answerTooLong',
  'feedback.repeatedQuestion',
  'feedback.unknownQuestion',
] as const;

export const feedbackRoutes = {
  feedbackTemplate: define({
    method: 'GET',
    path: '/form/getTemplate',
    query: formTemplateQuery,
    answer: formTemplate,
  }),
  // Added: the questionnaires open now, newest first (the page offers them beside its own).
  feedbackOpenForms: define({ method: 'GET', path: '/form/open', answer: z.array(openForm) }),
  feedbackSubmit: define({
    method: 'POST',
    path: '/form/submit',
    body: formSubmitRequest,
    answer: z.null(),
  }),
  // Added: the answers, newest day first, for those who may read them.
  feedbackAnswers: define({
    method: 'GET',
    path: '/form/answers',
    query: formAnswersQuery,
    answer: formAnswersPage,
  }),
} as const;
