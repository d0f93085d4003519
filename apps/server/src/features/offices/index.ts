/** The company's office addresses and the `office_addresses` table it owns. */
import { officesRoutes } from './routes.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: officesRoutes };
