import type { Database } from '../../db/client.ts';
import { books } from './schema.ts';

export async function createBook(db: Database, values: Partial<typeof books.$inferInsert> = {}) {
  const [row] = await db
    .insert(books)
    .values({
      name: '人月神话',
      author: '弗雷德里克·布鲁克斯',
      recommenderEmail: 'reader@example.com',
      recommend: '软件工程的经典之作。',
      ...values,
    })
    .returning();
  return row as typeof books.$inferSelect;
}
