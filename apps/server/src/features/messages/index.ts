/** In-app messages. */
export { messageRoutes } from './routes.ts';
