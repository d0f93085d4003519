/** Rooms, closures and the room list, and the `rooms` and `room_closures` tables they own. */
export { isRoomClosedDuring, roomExists } from './repository.ts';
export { roomRoutes } from './routes.ts';
export { createRoomsService } from './service.ts';
