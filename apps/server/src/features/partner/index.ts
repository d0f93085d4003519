/** Partner-app mode: the partner host's calls, the partner token check, and the demo simulator. */
import { messages } from './messages.ts';
import { partnerRoutes } from './routes.ts';

export { partnerCaller } from './caller.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: partnerRoutes, messages };
