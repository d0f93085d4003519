/** The action plan (`meeting_actions`, `meeting_action_owners`). */
export { toAction } from './action-answer.ts';
export { actionsOfMeeting } from './repository.ts';
export { createActionOperations } from './service.ts';
