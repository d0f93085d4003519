/** The home page's lists. */
import { homeRoutes } from './routes.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: homeRoutes };
