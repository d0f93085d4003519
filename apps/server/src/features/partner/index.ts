/** Partner-app mode: the partner host's calls, the partner token check, and the demo simulator. */
export { partnerCaller } from './caller.ts';
export { partnerRoutes } from './routes.ts';
