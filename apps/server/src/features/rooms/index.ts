/** Rooms, closures and the room list. */
export { roomRoutes } from './routes.ts';
