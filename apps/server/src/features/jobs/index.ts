/** The job queue in the database (`jobs` table): work done after a commit, by a worker in each server. */

export { enqueueJobs, type NewJob } from './repository.ts';
export { type JobHandler, startJobWorker } from './worker.ts';
