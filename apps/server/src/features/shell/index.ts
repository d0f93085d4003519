/** The desktop header's links and configuration. */
import { shellRoutes } from './routes.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: shellRoutes };
