/** Comments, likes and views of article threads. */
export { commentRoutes } from './routes.ts';
export { ownCommentThreads } from './thread-owners.ts';
