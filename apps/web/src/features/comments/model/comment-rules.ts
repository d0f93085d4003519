import { charLength } from '@portal/contracts/text';
import { COMMENT_MAX_LENGTH } from '../../../api/contract-values.ts';

export type CommentProblem = 'empty' | 'tooLong';

/** Empty text is not submitted; at most 100 characters (counted as the server counts them). */
export function commentProblem(text: string): CommentProblem | null {
  const trimmed = text.trim();
  if (!trimmed) return 'empty';
  return charLength(trimmed) > COMMENT_MAX_LENGTH ? 'tooLong' : null;
}

/** The text cut at 100 characters (as the server counts them): the box stops taking input there. */
export function clipComment(text: string): string {
  return charLength(text) > COMMENT_MAX_LENGTH ? [...text].slice(0, COMMENT_MAX_LENGTH).join('') : text;
}

/** The last part of a slash-separated department path: 研发中心/质量保障部 → 质量保障部. */
export function shortDepartment(department: string): string {
  const parts = department.split('/').filter(Boolean);
  return parts.at(-1) ?? '';
}
