import type { Book } from '@portal/contracts';

/** An employee as the HR look-up answers. */
export interface Recommender {
  email: string;
  name: string;
  department: string;
}

/** A book with its recommender named (`recommedName`, as the product spells it) and placed. */
export interface RecommendedBook extends Book {
  recommedName: string;
  recommenderDepartment: string;
}

const emailKey = (email: string) => email.trim().toLowerCase();

/** Each recommender once, for one look-up of the whole page. */
export function recommenderEmails(books: readonly Book[]): string[] {
  const seen = new Map<string, string>();
  for (const book of books)
    if (!seen.has(emailKey(book.recommender))) seen.set(emailKey(book.recommender), book.recommender);
  return [...seen.values()];
}

/**
 * Names each book's recommender from the look-up's answer (emails match whatever their case).
 * Someone the look-up does not know — or a look-up that failed — leaves the name and department blank.
 */
export function withRecommenders(
  books: readonly Book[],
  recommenders: readonly Recommender[],
): RecommendedBook[] {
  const byEmail = new Map(recommenders.map((person) => [emailKey(person.email), person]));
  return books.map((book) => {
    const person = byEmail.get(emailKey(book.recommender));
    return { ...book, recommedName: person?.name ?? '', recommenderDepartment: person?.department ?? '' };
  });
}
