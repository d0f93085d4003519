import { z } from 'zod';
import { define } from './route-definition.ts';

/** The book corner asks for its books in one page of 1000; no caller gets more at once. */
export const BOOK_PAGE_SIZE = 1000;
const MAX_PAGE_NUM = 10_000;

/** book/query: pageNum from 1; a pageSize above BOOK_PAGE_SIZE is capped to it, not refused. */
export const bookQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(MAX_PAGE_NUM).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .default(BOOK_PAGE_SIZE)
    .transform((size) => Math.min(size, BOOK_PAGE_SIZE)),
});

/**
 * A recommended book. `cover` is the stored picture's URL ('' without one); `recommender` is the
 * recommender's email, which the page turns into a name and department with the HR look-up.
 */
export const book = z.object({
  id: z.number(),
  name: z.string(),
  author: z.string(),
  cover: z.string(),
  recommender: z.string(),
  recommend: z.string(),
});
export type Book = z.infer<typeof book>;

/** One page of books in the corner's order, and how many there are in all. */
export const bookPage = z.object({ list: z.array(book), total: z.number() });
export type BookPage = z.infer<typeof bookPage>;

export const bookCornerRoutes = {
  bookCornerBooks: define({
    method: 'GET',
    path: '/book/query',
    query: bookQuery,
    answer: bookPage,
  }),
} as const;
