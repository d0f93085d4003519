/** What other features and the app may use of sign-on and sessions. */

import { messages } from './messages.ts';
import { builtInSignOnRoutes } from './routes.ts';

export { hashPassword } from './password.ts';
export { findSessionUserByEmail, type SessionUser } from './repository.ts';
export { authenticate } from './session.ts';
export { createSessionCache, type SessionCache } from './session-cache.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: builtInSignOnRoutes, messages };
