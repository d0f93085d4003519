/** The apartment listings and the `apartments` table they own. */
export { apartmentRoutes } from './routes.ts';
