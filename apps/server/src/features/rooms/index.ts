/** Rooms, closures and the room list, and the `rooms` and `room_closures` tables they own. */
import { messages } from './messages.ts';
import { roomRoutes } from './routes.ts';

export { clockOfMinute, minuteOfClock, roomBookingRefusal } from './open-hours.ts';
export {
  type ClosureRecord,
  deleteClosure,
  findClosuresAhead,
  findRoom,
  findRoomByName,
  findRoomsPage,
  findRoomsWithClosuresAhead,
  insertClosure,
  insertRoom,
  lockRoom,
  type RoomRecord,
  type RoomValues,
  updateRoom,
} from './repository.ts';
export { createRoomsService } from './service.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: roomRoutes, messages };
