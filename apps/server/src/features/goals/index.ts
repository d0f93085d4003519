/** Goals (OTKR) with supervisor approval and the `goal_sheets` table it owns. */

import { messages } from './messages.ts';
import { goalsRoutes } from './routes.ts';

export { periodOf } from './periods.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: goalsRoutes, messages };
