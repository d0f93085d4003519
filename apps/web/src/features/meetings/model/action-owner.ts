import type { MeetingAction } from '@portal/contracts';

/** Only an action's owners report on it (the server's `canSetActionStatus`); emails match in any case. */
export const isActionOwner = (action: MeetingAction, email: string | undefined): boolean =>
  Boolean(email) && action.owners.some((owner) => owner.email.toLowerCase() === email?.toLowerCase());
