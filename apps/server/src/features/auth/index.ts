/** What other features and the app may use of sign-on and sessions. */
export { type AccountOfPage, expectSignOnAccount } from './expected-account.ts';
export { findSessionUserByEmail } from './repository.ts';
export { builtInSignOnRoutes } from './routes.ts';
export { authenticate } from './session.ts';
