/** The activity galleries and the `gallery_activities` and `gallery_items` tables they own. */

import { messages } from './messages.ts';
import { galleryRoutes } from './routes.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: galleryRoutes, messages };
