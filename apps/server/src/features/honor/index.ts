/** The honor hall. */
export { honorRoutes } from './routes.ts';
