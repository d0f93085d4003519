/** The home page's lists. */
export { homeRoutes } from './routes.ts';
