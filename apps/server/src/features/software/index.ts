/** Software downloads and the `software_packages` table it owns. */
export { insertPackage } from './repository.ts';
export { softwareRoutes } from './routes.ts';
