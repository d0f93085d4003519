import type { AccountOfPage } from '../auth/index.ts';
import { partnerEmailOf } from './policy.ts';

/** Any origin will do: only the callback's hash route and its query are read. */
const OWN = 'http://portal.invalid';

/**
 * The partner user a sign-on is for: the `userId` of the partner page the callback returns to
 * (`/#/meetingOrderH5?from=…&code=…&userId=…`), or null for any other callback.
 */
function partnerUserIdOf(callback: string): string | null {
  const { hash } = new URL(callback, OWN);
  const query = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '';
  return new URLSearchParams(query).get('userId') || null;
}

/**
 * A partner page's calls accept only its own user (policy.ts), so sign-on is told to name that
 * account when it returns to one.
 */
export const partnerSignOnAccount =
  (mailDomain: string): AccountOfPage =>
  (callback) => {
    const userId = partnerUserIdOf(callback);
    return userId ? partnerEmailOf(userId, mailDomain) : null;
  };
