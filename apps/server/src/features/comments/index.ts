/** Comments, likes and views of article threads. */
export { commentRoutes } from './routes.ts';
export { type IsThreadOpen, ownCommentThreads } from './thread-owners.ts';
