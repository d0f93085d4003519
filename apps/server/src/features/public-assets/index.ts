/** Public assets and the `public_assets` table it owns. */
export { publicAssetRoutes } from './routes.ts';
