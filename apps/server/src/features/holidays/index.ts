/** The public holiday calendar and the `holidays` and `holiday_workdays` tables it owns. */

import { messages } from './messages.ts';
import { holidayRoutes } from './routes.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: holidayRoutes, messages };
