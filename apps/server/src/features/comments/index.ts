/** Comments, likes and views of article threads. */
import { messages } from './messages.ts';
import { commentRoutes } from './routes.ts';

export { ownCommentThreads } from './thread-owners.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: commentRoutes, messages };
