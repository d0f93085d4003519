/** Internal job rotation and the `job_rotations` table it owns. */
export { rotationRoutes } from './routes.ts';
