/** The public procurement disclosure. */
export { procurementRoutes } from './routes.ts';
