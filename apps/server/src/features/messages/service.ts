import type { StationMessage } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import type { messages } from '../../db/schema.ts';
import type { CompanyClock } from '../../lib/company-time.ts';
import { findMessagePage, type MessagePageFilter, markMessagesRead } from './repository.ts';

interface Deps {
  db: Database;
  clock: CompanyClock;
}

const toStationMessage = (row: typeof messages.$inferSelect, clock: CompanyClock): StationMessage => ({
  id: row.id,
  title: row.title,
  content: row.content,
  linkUrl: row.linkUrl,
  readFlag: row.readAt ? 1 : 0,
  createTime: clock.format(row.createdAt),
});

/** SPEC §7 station/msg/list: always the caller's own messages, whatever the query says. */
export async function messagePage({ db, clock }: Deps, userId: number, filter: MessagePageFilter) {
  const { rows, totalCount } = await findMessagePage(db, userId, filter);
  return { totalCount, items: rows.map((row) => toStationMessage(row, clock)) };
}

/** Another employee's ids are ignored, not refused: the answer only counts the caller's own rows. */
export async function markRead({ db, clock }: Deps, userId: number, ids: number[]) {
  return { updated: await markMessagesRead(db, userId, [...new Set(ids)], clock.now()) };
}
