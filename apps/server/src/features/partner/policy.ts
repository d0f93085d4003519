/**
 * Who a partner call speaks for; pure, so it is tested without a database or a token.
 *
 * The partner app names its user by `userId`, the mail name of the employee: their email is
 * userId@<company mail domain>. A verified token speaks for its `sub`; a portal session stands in
 * for the partner user only when it is the same person.
 */

/** A mail name: what may stand before the @ of a company address (no quoting, no second @). */
const MAIL_NAME = /^[a-z0-9_+-]+(\.[a-z0-9_+-]+)*$/i;
const MAIL_NAME_MAX = 64;

/** The email a partner userId names, or null when the userId cannot be a mail name. */
export function partnerEmailOf(userId: string, mailDomain: string): string | null {
  if (userId.length > MAIL_NAME_MAX || !MAIL_NAME.test(userId)) return null;
  return `${userId}@${mailDomain}`.toLowerCase();
}

/** A verified token speaks only for the user it was signed for: its subject is the page's userId. */
export const canTokenSpeakFor = (subject: string, claimedUserId: string | undefined) =>
  claimedUserId !== undefined && subject === claimedUserId;

/**
 * Without a token a portal session answers, but not for someone else: when the page names a partner
 * user (and partner mode knows the mail domain), the session must be theirs. Without a userId the
 * call is its portal twin.
 */
export function canSessionSpeakFor(
  sessionEmail: string,
  claimedUserId: string | undefined,
  mailDomain: string | null,
): boolean {
  if (claimedUserId === undefined || mailDomain === null) return true;
  return partnerEmailOf(claimedUserId, mailDomain) === sessionEmail.toLowerCase();
}
