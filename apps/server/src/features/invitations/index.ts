/** Email invitations with iCalendar, and each employee's private calendar feed (`calendar_feeds` table). */
import { invitationRoutes } from './routes.ts';

export { createInvitationMailer } from './service.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: invitationRoutes };
