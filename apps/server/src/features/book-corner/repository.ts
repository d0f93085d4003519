import { asc, count } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { books } from './schema.ts';

/** One page of books in the corner's order (sort order, then the order they were added). */
export const findBooks = (db: Database, page: { offset: number; limit: number }) =>
  db
    .select({
      id: books.id,
      name: books.name,
      author: books.author,
      coverKey: books.coverKey,
      recommenderEmail: books.recommenderEmail,
      recommend: books.recommend,
    })
    .from(books)
    .orderBy(asc(books.sortOrder), asc(books.id))
    .offset(page.offset)
    .limit(page.limit);

export async function countBooks(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(books);
  return row?.total ?? 0;
}
