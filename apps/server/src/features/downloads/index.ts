/** Downloads of stored files, one or zipped. */

import { messages } from './messages.ts';
import { downloadRoutes } from './routes.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: downloadRoutes, messages };
