/** The honor hall and the `awards` and `honors` tables it owns. */
import { messages } from './messages.ts';
import { honorRoutes } from './routes.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: honorRoutes, messages };
