/** Module rights: who holds which, the administrator's grants, and the one "holds it or is admin" rule. */
import { messages } from './messages.ts';
import { rightsRoutes } from './routes.ts';

export { holdsRight } from './policy.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: rightsRoutes, messages };
