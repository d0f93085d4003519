/**
 * The sign-on rules, pure so they are tested without a database or a clock: when a password may be
 * tried again, and which requests may sign someone in.
 */

/** Five free tries; after that each wrong password doubles the wait, up to a quarter of an hour. */
export const FREE_ATTEMPTS = 5;
const FIRST_WAIT_MS = 5_000;
const MAX_WAIT_MS = 15 * 60_000;
/** A quiet quarter of an hour forgives earlier failures. */
export const FORGET_AFTER_MS = 15 * 60_000;

/** Wrong passwords of one account from one client address. */
export interface FailureRecord {
  failures: number;
  lastFailedAt: Date;
}

/** Milliseconds before this account may try a password again from this client (0 = now). */
export function waitBeforeNextTry(record: FailureRecord | undefined, now: number): number {
  if (!record) return 0;
  const sinceLast = now - record.lastFailedAt.getTime();
  if (sinceLast > FORGET_AFTER_MS || record.failures < FREE_ATTEMPTS) return 0;
  const wait = Math.min(FIRST_WAIT_MS * 2 ** (record.failures - FREE_ATTEMPTS), MAX_WAIT_MS);
  return Math.max(0, wait - sinceLast);
}

/** What the browser says about where a sign-in form was posted from. */
export interface FormOrigin {
  /** The Sec-Fetch-Site header: same-origin, same-site, cross-site or none (typed by the user). */
  fetchSite: string | undefined;
  /** The Origin header, when the browser sent one. */
  origin: string | undefined;
  /** This portal's own origin as the browser sees it. */
  ownOrigin: string;
}

/**
 * A sign-in may come only from our own pages: a form another site posts would sign the victim into
 * the attacker's account (login CSRF). Browsers that send neither header (old ones, scripts) pass.
 */
export function canPostSignIn({ fetchSite, origin, ownOrigin }: FormOrigin): boolean {
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  if (origin !== undefined && origin !== ownOrigin) return false;
  return true;
}

/** The provider's claims about who signed in. */
export interface ProviderClaims {
  email?: unknown;
  email_verified?: unknown;
}

/**
 * Only an email the provider vouches for (`email_verified: true`) names an employee: a provider
 * that lets anyone type any address would otherwise let them sign in as whoever owns it here.
 */
export function hasVerifiedEmail(claims: ProviderClaims): claims is ProviderClaims & { email: string } {
  return typeof claims.email === 'string' && claims.email_verified === true;
}
