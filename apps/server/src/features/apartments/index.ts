/** The apartment listings and the `apartments` table they own. */

import { messages } from './messages.ts';
import { apartmentRoutes } from './routes.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: apartmentRoutes, messages };
