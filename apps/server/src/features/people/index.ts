/** What other features and the app may use of the employee directory. */
export { peopleRoutes } from './routes.ts';
export { employeesByEmails } from './service.ts';
