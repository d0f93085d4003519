/** In-app messages. */

import { messages } from './messages.ts';
import { messageRoutes } from './routes.ts';

export { insertMessages } from './repository.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: messageRoutes, messages };
