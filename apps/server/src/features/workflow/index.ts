/** The process center and the `workflow_requests` and `workflow_steps` tables it owns. */
import { messages } from './messages.ts';
import { workflowRoutes } from './routes.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: workflowRoutes, messages };
