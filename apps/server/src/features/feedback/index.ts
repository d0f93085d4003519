/** The feedback questionnaire and the `form_templates`, `form_template_fields` and `form_answers` tables it owns. */

import { messages } from './messages.ts';
import { feedbackRoutes } from './routes.ts';

export { FEEDBACK_READ_ROLE } from './policy.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: feedbackRoutes, messages };
