/** Software downloads and the `software_packages` table it owns. */
import { messages } from './messages.ts';
import { softwareRoutes } from './routes.ts';

export { insertPackage } from './repository.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: softwareRoutes, messages };
