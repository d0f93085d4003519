/**
 * A calendar feed is its owner's alone: a call naming a person may name only the caller. The feed
 * itself is opened by its token, which is the credential.
 */
export const canManageCalendarFeed = (user: { email: string }, ownerEmail: string | undefined) =>
  ownerEmail === undefined || ownerEmail.trim().toLowerCase() === user.email.toLowerCase();
