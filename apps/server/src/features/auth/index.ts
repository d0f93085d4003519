/** What other features and the app may use of sign-on and sessions. */
export { hashPassword } from './password.ts';
export { findSessionUserByEmail, type SessionUser } from './repository.ts';
export { builtInSignOnRoutes } from './routes.ts';
export { authenticate } from './session.ts';
export { createSessionCache, type SessionCache } from './session-cache.ts';
