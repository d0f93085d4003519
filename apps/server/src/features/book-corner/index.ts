/** The book corner and the `books` table it owns. */
import { bookCornerRoutes } from './routes.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: bookCornerRoutes };
