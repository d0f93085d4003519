/** The activity galleries and the `gallery_activities` and `gallery_items` tables they own. */
export { galleryRoutes } from './routes.ts';
