/** The organisation tree: departments, their heads and members, read from the directory (people). */
import { orgTreeRoutes } from './routes.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: orgTreeRoutes };
