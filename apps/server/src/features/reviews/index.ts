/** Review reports (复盘报告): what the app and other features may use. */
import { messages } from './messages.ts';
import { reviewRoutes } from './routes.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: reviewRoutes, messages };
