import { z } from 'zod';
import { maxChars, text } from './primitives.ts';
import { define } from './route-definition.ts';

/**
 * The questionnaire builder of the console (feedback:edit): questionnaires written in Chinese and
 * English, opened to employees and closed again, removed and restored (docs/feedback.md).
 */

/** draft: being written, nobody sees it; open: employees answer it; closed: no new answers, results stay. */
export const FEEDBACK_FORM_STATUSES = ['draft', 'open', 'closed'] as const;
export type FeedbackFormStatus = (typeof FEEDBACK_FORM_STATUSES)[number];

/** The list's filter: a status, or the removed questionnaires (which no other filter shows). */
export const FEEDBACK_FORM_FILTERS = [...FEEDBACK_FORM_STATUSES, 'deleted'] as const;
export type FeedbackFormFilter = (typeof FEEDBACK_FORM_FILTERS)[number];

/**
 * The kinds of question the questionnaire page renders: a free-text answer (a textarea with the
 * hint as its placeholder). A kind with options would be added here and on that page together.
 */
export const FEEDBACK_QUESTION_KINDS = ['text'] as const;
export type FeedbackQuestionKind = (typeof FEEDBACK_QUESTION_KINDS)[number];

export const FEEDBACK_FORM_MAX_QUESTIONS = 50;
export const FEEDBACK_FORM_TITLE_MAX = 200;
export const FEEDBACK_FORM_DESCRIPTION_MAX = 2000;
export const FEEDBACK_QUESTION_TITLE_MAX = 200;
export const FEEDBACK_QUESTION_HINT_MAX = 500;
export const FEEDBACK_FORMS_PAGE_SIZE = 20;

const optionalText = (max: number, message: string) =>
  text().trim().check(maxChars(max, { message })).default('');

/**
 * One question as the editor writes it. `rank` names an existing question (the answers keep it);
 * a new question has none. A question takes exactly these fields: anything else (options for a
 * kind that has none) is refused rather than dropped.
 */
export const feedbackQuestionInput = z.strictObject({
  rank: z.number().int().min(1).max(1000).optional(),
  kind: z.enum(FEEDBACK_QUESTION_KINDS, { message: 'feedback.unknownKind' }),
  title: text()
    .trim()
    .min(1, { message: 'feedback.questionTitleRequired' })
    .check(maxChars(FEEDBACK_QUESTION_TITLE_MAX, { message: 'feedback.questionTitleTooLong' })),
  titleEn: optionalText(FEEDBACK_QUESTION_TITLE_MAX, 'feedback.questionTitleTooLong'),
  content: optionalText(FEEDBACK_QUESTION_HINT_MAX, 'feedback.hintTooLong'),
  contentEn: optionalText(FEEDBACK_QUESTION_HINT_MAX, 'feedback.hintTooLong'),
  required: z.boolean().default(false),
});
export type FeedbackQuestionInput = z.input<typeof feedbackQuestionInput>;

const formFields = {
  formTitle: text()
    .trim()
    .min(1, { message: 'feedback.titleRequired' })
    .check(maxChars(FEEDBACK_FORM_TITLE_MAX, { message: 'feedback.titleTooLong' })),
  formTitleEn: optionalText(FEEDBACK_FORM_TITLE_MAX, 'feedback.titleTooLong'),
  description: optionalText(FEEDBACK_FORM_DESCRIPTION_MAX, 'feedback.descriptionTooLong'),
  descriptionEn: optionalText(FEEDBACK_FORM_DESCRIPTION_MAX, 'feedback.descriptionTooLong'),
  /** Whether the page's 匿名提交 starts ticked; what an answer keeps is the same either way. */
  anonymousDefault: z.boolean().default(true),
  questions: z
    .array(feedbackQuestionInput)
    .min(1, { message: 'feedback.noQuestions' })
    .max(FEEDBACK_FORM_MAX_QUESTIONS, { message: 'feedback.tooManyQuestions' })
    .refine(
      (questions) => {
        const ranks = questions.flatMap((question) => (question.rank === undefined ? [] : [question.rank]));
        return new Set(ranks).size === ranks.length;
      },
      { message: 'feedback.repeatedQuestion' },
    ),
};

const formKey = text().trim().min(1).max(64);

export const feedbackFormInput = z.object(formFields);
export type FeedbackFormInput = z.input<typeof feedbackFormInput>;
export const feedbackFormUpdate = z.object({ key: formKey, ...formFields });
export type FeedbackFormUpdate = z.input<typeof feedbackFormUpdate>;
export const feedbackFormKey = z.object({ key: formKey });

export const feedbackFormListQuery = z.object({
  search: text().trim().max(100).optional(),
  status: z.enum(FEEDBACK_FORM_FILTERS).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(FEEDBACK_FORMS_PAGE_SIZE),
});
export type FeedbackFormListQuery = z.input<typeof feedbackFormListQuery>;

/** A questionnaire as the console lists it. */
export const feedbackFormSummary = z.object({
  key: z.string(),
  formTitle: z.string(),
  formTitleEn: z.string(),
  status: z.enum(FEEDBACK_FORM_STATUSES),
  deleted: z.boolean(),
  /** Some Chinese text has no English: English readers see the Chinese there. */
  englishMissing: z.boolean(),
  questionCount: z.number(),
  answerCount: z.number(),
  /** The company's wall clock, YYYY-MM-DD HH:mm:ss. */
  updatedAt: z.string(),
});
export type FeedbackFormSummary = z.infer<typeof feedbackFormSummary>;

export const feedbackFormPage = z.object({ items: z.array(feedbackFormSummary), totalCount: z.number() });
export type FeedbackFormPage = z.infer<typeof feedbackFormPage>;

export const feedbackQuestion = z.object({
  rank: z.number(),
  kind: z.enum(FEEDBACK_QUESTION_KINDS),
  title: z.string(),
  titleEn: z.string(),
  content: z.string(),
  contentEn: z.string(),
  required: z.boolean(),
});
export type FeedbackQuestion = z.infer<typeof feedbackQuestion>;

/** A questionnaire as its editor reads it: both languages, and whether answers already came. */
export const feedbackFormDetail = z.object({
  key: z.string(),
  formTitle: z.string(),
  formTitleEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  anonymousDefault: z.boolean(),
  status: z.enum(FEEDBACK_FORM_STATUSES),
  deleted: z.boolean(),
  answerCount: z.number(),
  questions: z.array(feedbackQuestion),
});
export type FeedbackFormDetail = z.infer<typeof feedbackFormDetail>;

/** Why a questionnaire was refused in the console. */
export const FEEDBACK_FORMS_ERROR_KEYS = [
  'feedback.unknownKind',
  'feedback.titleRequired',
  'feedback.titleTooLong',
  'feedback.descriptionTooLong',
  'feedback.questionTitleRequired',
  'feedback.questionTitleTooLong',
  'feedback.hintTooLong',
  'feedback.noQuestions',
  'feedback.tooManyQuestions',
  'feedback.questionRemoved',
  'feedback.kindChanged',
  'feedback.newQuestionRequired',
  'feedback.formDeleted',
  'feedback.removeOpen',
  'feedback.notOpen',
] as const;

export const feedbackFormsRoutes = {
  // Added: the console's questionnaire builder (feedback:edit).
  feedbackFormList: define({
    method: 'GET',
    path: '/admin/feedback/forms/list',
    query: feedbackFormListQuery,
    answer: feedbackFormPage,
  }),
  feedbackFormDetail: define({
    method: 'GET',
    path: '/admin/feedback/forms/detail',
    query: feedbackFormKey,
    answer: feedbackFormDetail,
  }),
  feedbackFormCreate: define({
    method: 'POST',
    path: '/admin/feedback/forms/create',
    body: feedbackFormInput,
    answer: feedbackFormDetail,
  }),
  feedbackFormUpdate: define({
    method: 'POST',
    path: '/admin/feedback/forms/update',
    body: feedbackFormUpdate,
    answer: feedbackFormDetail,
  }),
  feedbackFormPublish: define({
    method: 'POST',
    path: '/admin/feedback/forms/publish',
    body: feedbackFormKey,
    answer: feedbackFormDetail,
  }),
  feedbackFormUnpublish: define({
    method: 'POST',
    path: '/admin/feedback/forms/unpublish',
    body: feedbackFormKey,
    answer: feedbackFormDetail,
  }),
  feedbackFormRemove: define({
    method: 'POST',
    path: '/admin/feedback/forms/remove',
    body: feedbackFormKey,
    answer: feedbackFormDetail,
  }),
  feedbackFormRestore: define({
    method: 'POST',
    path: '/admin/feedback/forms/restore',
    body: feedbackFormKey,
    answer: feedbackFormDetail,
  }),
} as const;
