/** What other features and the app may use of sign-on and sessions. */
import { messages } from './messages.ts';
import { builtInSignOnRoutes } from './routes.ts';

export { type AccountOfPage, expectSignOnAccount } from './expected-account.ts';
export { findSessionUserByEmail } from './repository.ts';
export { authenticate } from './session.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: builtInSignOnRoutes, messages };
