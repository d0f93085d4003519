/** The book corner and the `books` table it owns. */
export { bookCornerRoutes } from './routes.ts';
