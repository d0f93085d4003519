/** The help widget's signed chat address. */

import { messages } from './messages.ts';
import { helpChatRoutes } from './routes.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: helpChatRoutes, messages };
