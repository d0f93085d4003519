import type { ModuleRight } from '@portal/contracts';
import { holdsRight } from '../rights/index.ts';

/** Who may do what with the feedback questionnaire; pure, so it is tested without a database. */

/** The module right that reads and exports the answers; an administrator holds every module right. */
export const FEEDBACK_READ_ROLE = 'feedback:read' satisfies ModuleRight;

interface Caller {
  roles: string[];
}

/** Any signed-in employee answers the questionnaire; only these read and export the answers. */
export const canReadFeedbackAnswers = (user: Caller) => holdsRight(user, FEEDBACK_READ_ROLE);

/** The module right that writes questionnaires, opens and closes them (the console's builder). */
export const FEEDBACK_EDIT_ROLE = 'feedback:edit' satisfies ModuleRight;

export const canEditFeedbackForms = (user: Caller) => holdsRight(user, FEEDBACK_EDIT_ROLE);
