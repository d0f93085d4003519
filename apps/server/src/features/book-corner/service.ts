import type { BookPage, bookQuery } from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { fileContentUrl } from '../files/index.ts';
import { countBooks, findBooks } from './repository.ts';

type BookPageRequest = z.output<typeof bookQuery>;

export function createBookCornerService({ db }: AppContext) {
  return {
    /**
     * A page of the corner's books with their cover's URL. Recommenders go out as emails: the page
     * names them through the HR look-up, so a renamed or moved employee shows as they are now.
     */
    async books({ pageNum, pageSize }: BookPageRequest): Promise<BookPage> {
      const [rows, total] = await Promise.all([
        findBooks(db, { offset: (pageNum - 1) * pageSize, limit: pageSize }),
        countBooks(db),
      ]);
      return {
        list: rows.map((row) => ({
          id: row.id,
          name: row.name,
          author: row.author,
          cover: row.coverKey ? fileContentUrl(row.coverKey) : '',
          recommender: row.recommenderEmail,
          recommend: row.recommend,
        })),
        total,
      };
    },
  };
}
