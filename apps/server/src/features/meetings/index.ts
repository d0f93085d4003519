/** Meetings: creating one books its room. */
export { meetingRoutes } from './routes.ts';
