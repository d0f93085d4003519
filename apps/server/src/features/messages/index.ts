/** In-app messages. */

export { insertMessages } from './repository.ts';
export { messageRoutes } from './routes.ts';
