// Every feature's pages: one line per feature, the web's index as features/registry.ts is the server's.
// A feature's routes.ts, not its index.ts, is named here: its pages stay lazy chunks of their own.
export { routes as apartments } from '../features/apartments/routes.ts';
export { routes as bookCorner } from '../features/book-corner/routes.ts';
export { routes as bookings } from '../features/bookings/routes.ts';
export { routes as feedback } from '../features/feedback/routes.ts';
export { routes as gallery } from '../features/gallery/routes.ts';
export { routes as goals } from '../features/goals/routes.ts';
export { routes as holidays } from '../features/holidays/routes.ts';
export { routes as home } from '../features/home/routes.ts';
export { routes as honor } from '../features/honor/routes.ts';
export { routes as meetings } from '../features/meetings/routes.ts';
export { routes as notFound } from '../features/not-found/routes.ts';
export { routes as offices } from '../features/offices/routes.ts';
export { routes as orgTree } from '../features/org-tree/routes.ts';
export { routes as people } from '../features/people/routes.ts';
export { routes as personalProjects } from '../features/personal-projects/routes.ts';
export { routes as procurement } from '../features/procurement/routes.ts';
export { routes as publicAssets } from '../features/public-assets/routes.ts';
export { routes as redirect } from '../features/redirect/routes.ts';
export { routes as reviews } from '../features/reviews/routes.ts';
export { routes as rights } from '../features/rights/routes.ts';
export { routes as rooms } from '../features/rooms/routes.ts';
export { routes as rotation } from '../features/rotation/routes.ts';
export { routes as rules } from '../features/rules/routes.ts';
export { routes as software } from '../features/software/routes.ts';
export { routes as workflow } from '../features/workflow/routes.ts';
