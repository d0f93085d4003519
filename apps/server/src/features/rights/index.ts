/** Module rights: who holds which, the administrator's grants, and the one "holds it or is admin" rule. */
export { holdsRight } from './policy.ts';
export { rightsRoutes } from './routes.ts';
