/** Internal job rotation and the `job_rotations` table it owns. */
import { messages } from './messages.ts';
import { rotationRoutes } from './routes.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: rotationRoutes, messages };
