/** The language chosen on the sign-on page, handed to the web app once (it stores it and clears this). */
export const SIGN_ON_LANGUAGE_COOKIE = 'portal_language';

/** Why the sign-on page refused to sign someone in. */
export const AUTH_ERROR_KEYS = [
  'signIn.wrongPassword',
  'signIn.tooManyAttempts',
  'signIn.emailUnverified',
] as const;
