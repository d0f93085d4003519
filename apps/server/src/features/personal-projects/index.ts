/** Personal projects and the `personal_projects` table it owns. */
export { personalProjectRoutes } from './routes.ts';
