/** The job queue in the database (`jobs` table): work done after a commit, by a worker in each server. */

export { enqueueJobs } from './repository.ts';
export { startJobWorker } from './worker.ts';
