import type { FeedbackFormStatus } from '@portal/contracts';
import type { FormAction } from '../console/use-feedback-forms.ts';

/**
 * What the console offers for a questionnaire in each state: a draft or a closed one is opened
 * (again) or removed, an open one is closed first, a removed one is restored.
 */
export function actionsFor(form: { status: FeedbackFormStatus; deleted: boolean }): FormAction[] {
  if (form.deleted) return ['restore'];
  return form.status === 'open' ? ['unpublish'] : ['publish', 'remove'];
}

/** The tag colour of each state. */
export const STATUS_COLORS: Record<FeedbackFormStatus | 'deleted', string> = {
  draft: 'default',
  open: 'green',
  closed: 'orange',
  deleted: 'red',
};
