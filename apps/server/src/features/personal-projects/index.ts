/** Personal projects and the `personal_projects` table it owns. */
import { messages } from './messages.ts';
import { personalProjectRoutes } from './routes.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: personalProjectRoutes, messages };
