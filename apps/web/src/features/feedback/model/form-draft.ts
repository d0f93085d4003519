import type { FeedbackFormDetail, FeedbackFormInput, FormTemplate, Language } from '@portal/contracts';
import { localized } from '@portal/contracts/text';

/** A question as the editor holds it; `rank` is kept for a question that exists (the answers name it). */
export interface QuestionDraft {
  rank?: number;
  kind: 'text';
  title: string;
  titleEn: string;
  content: string;
  contentEn: string;
  required: boolean;
}

/** The editor's values: the questionnaire's texts in both languages and its questions in order. */
export interface FormDraft {
  formTitle: string;
  formTitleEn: string;
  description: string;
  descriptionEn: string;
  anonymousDefault: boolean;
  questions: QuestionDraft[];
}

export const emptyQuestion = (): QuestionDraft => ({
  kind: 'text',
  title: '',
  titleEn: '',
  content: '',
  contentEn: '',
  required: false,
});

export const emptyDraft = (): FormDraft => ({
  formTitle: '',
  formTitleEn: '',
  description: '',
  descriptionEn: '',
  anonymousDefault: true,
  questions: [emptyQuestion()],
});

/** The editor's values of a saved questionnaire. */
export const draftOf = (form: FeedbackFormDetail): FormDraft => ({
  formTitle: form.formTitle,
  formTitleEn: form.formTitleEn,
  description: form.description,
  descriptionEn: form.descriptionEn,
  anonymousDefault: form.anonymousDefault,
  questions: form.questions.map((question) => ({ ...question })),
});

/** A copy starts a new questionnaire: its questions are new ones, so none keeps a rank. */
export const copyOf = (form: FeedbackFormDetail): FormDraft => {
  const draft = draftOf(form);
  return { ...draft, questions: draft.questions.map(({ rank: _rank, ...question }) => question) };
};

/** What the create and update calls take. */
export const inputOf = (draft: FormDraft): FeedbackFormInput => ({
  formTitle: draft.formTitle,
  formTitleEn: draft.formTitleEn,
  description: draft.description,
  descriptionEn: draft.descriptionEn,
  anonymousDefault: draft.anonymousDefault,
  questions: draft.questions.map((question) => ({ ...question })),
});

/** What the server would refuse at once: a blank title, a question without one, none or too many. */
export const isSavable = (draft: FormDraft, maxQuestions = 50) =>
  draft.formTitle.trim() !== '' &&
  draft.questions.length > 0 &&
  draft.questions.length <= maxQuestions &&
  draft.questions.every((question) => question.title.trim() !== '');

/** Moves the question at `from` one place up (-1) or down (+1); past either end nothing moves. */
export function moved<T>(items: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[from], next[to]] = [next[to] as T, next[from] as T];
  return next;
}

/**
 * Once a questionnaire has answers, a question it had is kept with its kind, and a new one is
 * optional (the server refuses otherwise): the editor disables what it may not do.
 */
export const isLocked = (question: QuestionDraft, answered: boolean) =>
  answered && question.rank !== undefined;

/**
 * The questionnaire as the feedback page would show it in `language`: the server's own choice of
 * text (the English where written, else the Chinese), so the preview shows what employees will.
 */
export function previewOf(draft: FormDraft, language: Language): FormTemplate {
  const pick = (zh: string, en: string) => localized(zh.trim(), en.trim(), language);
  return {
    key: 'preview',
    formTitle: pick(draft.formTitle, draft.formTitleEn),
    description: pick(draft.description, draft.descriptionEn),
    anonymousDefault: draft.anonymousDefault,
    status: 'open',
    formTextList: draft.questions.map((question, index) => ({
      rank: index + 1,
      kind: question.kind,
      required: question.required,
      title: pick(question.title, question.titleEn),
      content: pick(question.content, question.contentEn),
    })),
  };
}
