/** News and notices, and the detail of any document. */
export { newsRoutes } from './routes.ts';
