/** Rooms, closures and the room list, and the `rooms` and `room_closures` tables they own. */
import { messages } from './messages.ts';
import { roomRoutes } from './routes.ts';

export {
  type ClosureRecord,
  deleteClosure,
  findClosuresAhead,
  findRoom,
  findRoomsWithClosuresAhead,
  insertClosure,
  isRoomClosedDuring,
  roomExists,
} from './repository.ts';
export { createRoomsService } from './service.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: roomRoutes, messages };
