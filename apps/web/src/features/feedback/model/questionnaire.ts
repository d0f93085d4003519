import type { FormAnswer, FormSubmitRequest, FormTemplate } from '@portal/contracts';

/** What the employee typed, by the question's rank. */
export type AnswerDrafts = Record<number, string>;

/** The fail dialog closes by itself after 2 s. */
export const FAIL_DIALOG_MS = 2_000;

/** Every field is optional, but a questionnaire with nothing written in it is not sent. */
export const canSubmit = (drafts: AnswerDrafts) => Object.values(drafts).some((draft) => draft.trim() !== '');

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
