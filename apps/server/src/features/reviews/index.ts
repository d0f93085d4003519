/** Review reports (复盘报告): what the app and other features may use. */
export { reviewRoutes } from './routes.ts';
