/** The company's office addresses and the `office_addresses` table it owns. */
export { officesRoutes } from './routes.ts';
