/** Public assets and the `public_assets` table it owns. */
import { messages } from './messages.ts';
import { publicAssetRoutes } from './routes.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: publicAssetRoutes, messages };
