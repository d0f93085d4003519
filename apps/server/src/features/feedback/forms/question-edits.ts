import type { FeedbackQuestion, feedbackQuestionInput } from '@portal/contracts';
import type { z } from 'zod';
import { badRequest } from '../../../http/errors.ts';
import type { TemplateField } from '../repository.ts';

type QuestionInput = z.output<typeof feedbackQuestionInput>;

/**
 * The questions a questionnaire keeps after an edit, in the order written. A question's rank is
 * its id, which every stored answer names. Before any answer the ranks are simply the order; once
 * answers came in, an existing question keeps its rank, a new one takes the next, and nothing may
 * make the answers wrong: no question is removed, none changes its kind, and a new question is
 * optional (the earlier answers could not answer it). Titles and hints may change; the answers
 * keep the titles they were given under.
 */
export function questionsAfterEdit(
  existing: readonly FeedbackQuestion[],
  written: readonly QuestionInput[],
  answered: boolean,
): TemplateField[] {
  if (!answered)
    return written.map(({ rank: _rank, ...question }, index) => ({ rank: index + 1, ...question }));
  const byRank = new Map(existing.map((question) => [question.rank, question]));
  let nextRank = Math.max(0, ...existing.map((question) => question.rank));
  const questions = written.map(({ rank, ...question }) => {
    if (rank === undefined) {
      if (question.required) throw badRequest('feedback.newQuestionRequired');
      nextRank += 1;
      return { rank: nextRank, ...question };
    }
    const before = byRank.get(rank);
    if (!before) throw badRequest('feedback.unknownQuestion');
    if (before.kind !== question.kind) throw badRequest('feedback.kindChanged');
    return { rank, ...question };
  });
  const kept = new Set(questions.map((question) => question.rank));
  if (existing.some((question) => !kept.has(question.rank))) throw badRequest('feedback.questionRemoved');
  return questions;
}
