/** The honor hall and the `awards` and `honors` tables it owns. */
export { honorRoutes } from './routes.ts';
