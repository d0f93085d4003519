import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { messages } from './schema.ts';

/** An in-app message to `userId`; unread unless `readAt` is given. */
export async function createMessage(
  db: Database,
  values: { userId: number } & Partial<typeof messages.$inferInsert>,
) {
  const [message] = await db
    .insert(messages)
    .values({ title: `消息 ${randomBytes(3).toString('hex')}`, content: '内容', ...values })
    .returning();
  return message as typeof messages.$inferSelect;
}
