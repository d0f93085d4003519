import type { AppContext } from '../../../context.ts';
import { forbidden } from '../../../http/errors.ts';
import type { SessionUser } from '../../../http/session-user.ts';
import { isCallerEmail } from '../../../lib/own-email.ts';
import { clearMeetingNotice, hasMeetingNotice } from './repository.ts';

/** The red dot of the meetings menu: something new to handle since the caller last cleared it. */
export function createNoticeOperations({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  return {
    async hasNotice(user: SessionUser, userEmail: string | undefined): Promise<boolean> {
      if (!isCallerEmail(user, userEmail)) throw forbidden('meeting.otherEmail');
      return hasMeetingNotice(db, { id: user.id, email: user.email.toLowerCase() }, clock.now());
    },

    async clearNotice(user: SessionUser, userEmail: string | undefined): Promise<void> {
      if (!isCallerEmail(user, userEmail)) throw forbidden('meeting.otherEmail');
      await clearMeetingNotice(db, user.id, clock.now());
    },
  };
}
