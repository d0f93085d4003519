/** Goals (OTKR) with supervisor approval and the `goal_sheets` table it owns. */
export { goalsRoutes } from './routes.ts';
