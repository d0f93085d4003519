/** The rule library. */
export { rulesRoutes } from './routes.ts';
