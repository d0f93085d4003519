import type { BroadcastAudience, StationMessage } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session-user.ts';
import type { CompanyClock } from '../../lib/company-time.ts';
import { recordAudit } from '../audit/index.ts';
import { reachableEmployeeIds, recipientsByEmails } from '../people/index.ts';
import { canBroadcast } from './policy.ts';
import {
  findMessagePage,
  insertMessages,
  type MessagePageFilter,
  type MessageRow,
  markMessagesRead,
} from './repository.ts';

/** A bell message for many, as the console sends it. */
export interface Broadcast {
  title: string;
  content: string;
  linkUrl: string;
  audience: BroadcastAudience;
}

/** Unknown emails named in a refusal, at most this many (the rest are counted). */
const UNKNOWN_SHOWN = 5;

const toStationMessage = (row: MessageRow, clock: CompanyClock): StationMessage => ({
  id: row.id,
  title: row.title,
  content: row.content,
  linkUrl: row.linkUrl,
  readFlag: row.readAt ? 1 : 0,
  createTime: clock.format(row.createdAt),
});

export function createMessagesService({ db, clock }: AppContext) {
  /** Who an audience is, as employee ids; listed people must all be employees. */
  const recipientsOf = async (audience: BroadcastAudience): Promise<number[]> => {
    if (audience.kind === 'everyone') return reachableEmployeeIds(db);
    if (audience.kind === 'department') return reachableEmployeeIds(db, audience.department);
    const emails = [...new Set(audience.emails)];
    const found = await recipientsByEmails(db, emails);
    const known = new Set(found.map((row) => row.email.toLowerCase()));
    const unknown = emails.filter((email) => !known.has(email));
    if (unknown.length > 0) {
      const more = unknown.length > UNKNOWN_SHOWN ? ` (+${unknown.length - UNKNOWN_SHOWN})` : '';
      throw badRequest('messages.unknownPeople', {
        emails: unknown.slice(0, UNKNOWN_SHOWN).join(', ') + more,
      });
    }
    return found.map((row) => row.id);
  };

  return {
    /**
     * Sends one bell message to each employee of the audience, in one transaction with its audit
     * record; answers how many got it. An audience with nobody in it is refused.
     */
    async broadcast(user: SessionUser, message: Broadcast) {
      if (!canBroadcast(user)) throw forbidden();
      const recipients = await recipientsOf(message.audience);
      if (recipients.length === 0) throw badRequest('messages.nobodyThere');
      const { title, content, linkUrl } = message;
      await db.transaction(async (tx) => {
        await insertMessages(
          tx,
          recipients.map((userId) => ({ userId, title, content, linkUrl })),
        );
        await recordAudit(tx, user, {
          module: 'messages',
          action: 'send',
          subjectType: 'message',
          subjectId: clock.format(clock.now()),
          subjectLabel: title,
          before: null,
          after: { ...message, recipients: recipients.length },
        });
      });
      return { recipients: recipients.length };
    },

    /** Always the caller's own messages, whatever the query says. */
    async page(userId: number, filter: MessagePageFilter) {
      const { rows, totalCount } = await findMessagePage(db, userId, filter);
      return { totalCount, items: rows.map((row) => toStationMessage(row, clock)) };
    },

    /** Another employee's ids are ignored, not refused: the answer only counts the caller's own rows. */
    async markRead(userId: number, ids: number[]) {
      return { updated: await markMessagesRead(db, userId, [...new Set(ids)], clock.now()) };
    },
  };
}
