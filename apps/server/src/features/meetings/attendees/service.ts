import { FREQUENT_PERSONNEL_MAX } from '@portal/contracts';
import type { AppContext } from '../../../context.ts';
import { forbidden } from '../../../http/errors.ts';
import type { SessionUser } from '../../../http/session-user.ts';
import { isCallerEmail } from '../../../lib/own-email.ts';
import { frequentInvitees } from './repository.ts';

/** The attendee picker's help: whom the caller invites most. */
export function createAttendeeOperations({ db }: Pick<AppContext, 'db'>) {
  return {
    async frequentPersonnel(user: SessionUser, userEmail: string | undefined): Promise<string[]> {
      if (!isCallerEmail(user, userEmail)) throw forbidden('meeting.otherEmail');
      return frequentInvitees(db, { id: user.id, email: user.email.toLowerCase() }, FREQUENT_PERSONNEL_MAX);
    },
  };
}
