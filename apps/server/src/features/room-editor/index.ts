/** The console's room editor: rooms created, changed, retired and restored (rooms owns the table). */
import { messages } from './messages.ts';
import { roomEditorRoutes } from './routes.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: roomEditorRoutes, messages };
