/** The desktop header's links and configuration. */
export { shellRoutes } from './routes.ts';
