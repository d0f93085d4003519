/** The honor hall and the `awards` and `honors` tables it owns. */
export { isHonorVisible } from './repository.ts';
export { honorRoutes } from './routes.ts';
