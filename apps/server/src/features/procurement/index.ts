/** The public procurement disclosure. */
import { messages } from './messages.ts';
import { procurementRoutes } from './routes.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: procurementRoutes, messages };
