/** Demo data of the workplace: workflow requests, personal projects, public assets. */
export { seedPersonalProjects } from './personal-projects.ts';
export { seedPublicAssets } from './public-assets.ts';
export { seedWorkflow } from './workflow.ts';
