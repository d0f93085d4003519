/** Goals (OTKR) with supervisor approval and the `goal_sheets` table it owns. */
export { periodOf } from './periods.ts';
export { goalsRoutes } from './routes.ts';
