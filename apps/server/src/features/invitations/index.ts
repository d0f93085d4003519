/** Email invitations with iCalendar, and each employee's private calendar feed (`calendar_feeds` table). */

export { invitationRoutes } from './routes.ts';
export { createInvitationMailer } from './service.ts';
