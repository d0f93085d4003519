/** Review reports (复盘报告): what the app and other features may use. */
export { isReviewPublished } from './repository.ts';
export { reviewRoutes } from './routes.ts';
