import type { FormAnswer, FormSubmitRequest, FormTemplate, OpenForm } from '@portal/contracts';
import { FEEDBACK_FORM_KEY } from '../../../api/contract-values.ts';

/** What the employee typed, by the question's rank. */
export type AnswerDrafts = Record<number, string>;

/** The fail dialog closes by itself after 2 s. */
export const FAIL_DIALOG_MS = 2_000;

const written = (drafts: AnswerDrafts, rank: number) => (drafts[rank] ?? '').trim() !== '';

/**
 * A questionnaire is sent with something written in it, and with every required question
 * answered; the other questions are optional.
 */
export const canSubmit = (template: FormTemplate, drafts: AnswerDrafts) =>
  template.formTextList.some(({ rank }) => written(drafts, rank)) &&
  template.formTextList.every(({ rank, required }) => !required || written(drafts, rank));

/**
 * The submit payload: every question of the template with what was typed for it. No email goes
 * with it: the server names a signed answer after the session, and an anonymous one after no one.
 */
export function submitRequest(
  template: FormTemplate,
  drafts: AnswerDrafts,
  anonymous: boolean,
): FormSubmitRequest {
  return {
    key: template.key,
    formTitle: template.formTitle,
    anonymousFlag: anonymous,
    formTextList: template.formTextList.map(({ rank, title }) => ({
      rank,
      title,
      content: drafts[rank] ?? '',
    })),
  };
}

/** One answer's text for a question of the template ('' when that question was left blank). */
export const answerTo = (answer: FormAnswer, rank: number) =>
  answer.formTextList.find((text) => text.rank === rank)?.content ?? '';

/**
 * The questionnaire the page shows: the one its address names, else the portal's own feedback
 * questionnaire while it is open (or until the open ones are known), else the newest open one.
 */
export function shownKey(asked: string | null, open: readonly OpenForm[] | undefined): string {
  if (asked) return asked;
  if (!open || open.length === 0 || open.some((form) => form.key === FEEDBACK_FORM_KEY))
    return FEEDBACK_FORM_KEY;
  return open[0]?.key ?? FEEDBACK_FORM_KEY;
}

/** The page's address for one questionnaire (its own, the feedback questionnaire, has none). */
export const questionnairePath = (key: string) =>
  key === FEEDBACK_FORM_KEY ? '/listenQuestionnaire' : `/listenQuestionnaire?${new URLSearchParams({ key })}`;

/** The answers page's address for one questionnaire (the feedback questionnaire's has no key either). */
export const answersPath = (key: string) =>
  key === FEEDBACK_FORM_KEY
    ? '/listenQuestionnaire/answers'
    : `/listenQuestionnaire/answers?${new URLSearchParams({ key })}`;
