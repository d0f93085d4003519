/** The feedback questionnaire and the `form_templates`, `form_template_fields` and `form_answers` tables it owns. */
export { FEEDBACK_READ_ROLE } from './policy.ts';
export { feedbackRoutes } from './routes.ts';
