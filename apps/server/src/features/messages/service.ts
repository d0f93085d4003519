import type { StationMessage } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import type { CompanyClock } from '../../lib/company-time.ts';
import { findMessagePage, type MessagePageFilter, type MessageRow, markMessagesRead } from './repository.ts';

const toStationMessage = (row: MessageRow, clock: CompanyClock): StationMessage => ({
  id: row.id,
  title: row.title,
  content: row.content,
  linkUrl: row.linkUrl,
  readFlag: row.readAt ? 1 : 0,
  createTime: clock.format(row.createdAt),
});

export function createMessagesService({ db, clock }: AppContext) {
  return {
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
