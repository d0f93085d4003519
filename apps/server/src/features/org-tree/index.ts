/** The organisation tree: departments, their heads and members, read from the directory (people). */
export { orgTreeRoutes } from './routes.ts';
