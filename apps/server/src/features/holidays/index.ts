/** The public holiday calendar and the `holidays` and `holiday_workdays` tables it owns. */
export { holidayRoutes } from './routes.ts';
