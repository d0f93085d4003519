/** The process center and the `workflow_requests` and `workflow_steps` tables it owns. */
export { workflowRoutes } from './routes.ts';
