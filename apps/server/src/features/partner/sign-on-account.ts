/** Any origin will do: only the callback's hash route and its query are read. */
const OWN = 'http://portal.invalid';

/**
 * The partner user a sign-on is for: the `userId` of the partner page the callback returns to
 * (`/#/meetingOrderH5?from=…&code=…&userId=…`), or null for any other callback.
 */
export function partnerUserIdOf(callback: string): string | null {
  const { hash } = new URL(callback, OWN);
  const query = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '';
  return new URLSearchParams(query).get('userId') || null;
}
