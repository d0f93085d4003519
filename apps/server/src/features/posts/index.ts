/** Comments, likes and views. */
export { postRoutes } from './routes.ts';
