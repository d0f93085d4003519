/** What other features and the app may use of sign-on and sessions. */
export { builtInSignOnRoutes } from './routes.ts';
export { authenticate, createSessionCache, type SessionCache, type SessionUser } from './session.ts';
