/** News and notices, and the detail of any document. */
import { messages } from './messages.ts';
import { newsRoutes } from './routes.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: newsRoutes, messages };
