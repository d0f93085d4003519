/** In-app messages. */

export { insertMessages, type NewMessage } from './repository.ts';
export { messageRoutes } from './routes.ts';
