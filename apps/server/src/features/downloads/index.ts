/** Downloads of stored files, one or zipped. */
export { downloadRoutes } from './routes.ts';
